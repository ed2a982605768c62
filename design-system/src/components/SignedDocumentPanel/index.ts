export {
  SignedDocumentPanel,
  type SignedDocumentPanelLink,
  type SignedDocumentPanelProps,
} from './SignedDocumentPanel.tsx';
