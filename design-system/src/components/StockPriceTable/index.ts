export {
  StockPriceTable,
  type StockPriceRow,
  type StockPriceTableProps,
} from './StockPriceTable.tsx';
