export { SuccessPanel, type SuccessPanelProps } from './SuccessPanel.tsx';
