export { SigningTable, type SigningTableProps } from './SigningTable.tsx';
export { signingColumns } from './signing-columns.tsx';
export type {
  OrderComment,
  SignConsent,
  SigningOrder,
  SigningPeriod,
  SigningStatus,
} from './signing-order.ts';
