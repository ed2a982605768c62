export { DocumentSigningList, type DocumentSigningListProps } from './DocumentSigningList.tsx';
export { DocumentStateBadge } from './DocumentStateBadge.tsx';
export type {
  AttorneyPower,
  DocumentAttorney,
  SigningDocument,
  SigningDocumentState,
} from './signing-document.ts';
