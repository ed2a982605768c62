export { HoldingsTable, type FundHolding, type HoldingsTableProps } from './HoldingsTable.tsx';
