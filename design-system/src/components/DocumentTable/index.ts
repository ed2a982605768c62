export { DocumentTable, type DocumentRow, type DocumentTableProps } from './DocumentTable.tsx';
