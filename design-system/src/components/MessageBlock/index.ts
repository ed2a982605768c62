export { MessageBlock, type MessageBlockFile, type MessageBlockProps } from './MessageBlock.tsx';
