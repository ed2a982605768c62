export {
  PayTransactionList,
  type PayTransaction,
  type PayTransactionListProps,
} from './PayTransactionList.tsx';
