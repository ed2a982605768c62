export {
  SignedDocumentPanel,
  type SignedDocumentPanelLink,
  type SignedDocumentPanelProps,
  type SignedPanelDocument,
} from './SignedDocumentPanel.tsx';
