export { StateMessage, type StateMessageProps, type StateMessageTone } from './StateMessage.tsx';
