export {
  PayTransactionStatusBadge,
  payTransactionStatusIds,
  payTransactionStatusLabel,
  type PayTransactionStatusBadgeProps,
  type PayTransactionStatusId,
} from './PayTransactionStatusBadge.tsx';
