export {
  AccountSelectTable,
  type AccountSelectTableProps,
  type SelectableAccount,
} from './AccountSelectTable.tsx';
