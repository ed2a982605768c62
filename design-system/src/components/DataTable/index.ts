export {
  DataTable,
  type DataTableColumn,
  type DataTableFooterRow,
  type DataTableProps,
  type DataTableSort,
} from './DataTable.tsx';
