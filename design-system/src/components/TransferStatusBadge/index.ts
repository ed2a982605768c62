export {
  TransferStatusBadge,
  transferStatusIds,
  transferStatusLabel,
  type TransferStatusBadgeProps,
  type TransferStatusId,
} from './TransferStatusBadge.tsx';
