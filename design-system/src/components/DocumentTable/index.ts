export { DocumentTable, type DocumentTableProps } from './DocumentTable.tsx';
