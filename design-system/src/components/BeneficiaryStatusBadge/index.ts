export {
  BeneficiaryStatusBadge,
  beneficiaryStatusIds,
  beneficiaryStatusLabel,
  type BeneficiaryStatusBadgeProps,
  type BeneficiaryStatusId,
} from './BeneficiaryStatusBadge.tsx';
