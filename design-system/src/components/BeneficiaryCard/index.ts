export { BeneficiaryCard, type BeneficiaryCardProps } from './BeneficiaryCard.tsx';
export { BeneficiaryDetails, type BeneficiaryDetailsProps } from './BeneficiaryDetails.tsx';
export { beneficiaryFullName, type Beneficiary, type BeneficiaryBank } from './types.ts';
