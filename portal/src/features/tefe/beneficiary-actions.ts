// What the client may still do with a beneficiary (spec 4): compliance's holds and a deletion are
// final for them; the API refuses the same (409).
import { tefeBeneficiaries } from '@inversiones/contract';

type Beneficiary = tefeBeneficiaries.Beneficiary;
export type BeneficiaryAction = 'block' | 'remove';

const S = tefeBeneficiaries.BENEFICIARY_STATUS;
const FINAL: readonly number[] = [
  S.deleted,
  S.blockedByComplianceTracker,
  S.blockedByCountry,
  S.blockedByCompliance,
];

/** Editable (the form's edit mode), blockable or deletable at all. */
export const isChangeable = (b: Beneficiary) => !FINAL.includes(b.StatusId);

export const allowed: Record<BeneficiaryAction, (b: Beneficiary) => boolean> = {
  block: (b) => isChangeable(b) && b.StatusId !== S.blockedByUser,
  remove: isChangeable,
};
