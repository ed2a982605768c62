export { ChatButton, type ChatButtonProps } from './ChatButton.tsx';
