export { PinnedMessage, type PinnedMessageProps } from './PinnedMessage.tsx';
