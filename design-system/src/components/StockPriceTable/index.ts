export {
  StockPriceTable,
  type StockPriceRow,
  type StockPriceShare,
  type StockPriceTableProps,
} from './StockPriceTable.tsx';
