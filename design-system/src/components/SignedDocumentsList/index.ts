export {
  SignedDocumentsList,
  type SignedDocument,
  type SignedDocumentsListProps,
} from './SignedDocumentsList.tsx';
