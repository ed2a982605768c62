export { ResultPanel, type ResultPanelProps } from './ResultPanel.tsx';
