export { ContractList, type ContractListProps } from './ContractList.tsx';
export type { ContractDocument, ContractGroup } from './contract-documents.ts';
