export { SignatoryList, type Signatory, type SignatoryListProps } from './SignatoryList.tsx';
