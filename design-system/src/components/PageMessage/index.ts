export { PageMessage, type PageMessageProps } from './PageMessage.tsx';
