// The compliance review of a beneficiary, simulated (issue 27): most are approved; a sanctioned
// country blocks (8), a high-risk jurisdiction alerts (5), a name on the demo watch list is
// blocked by the compliance tracker (6). Known REVIEW_SECONDS after the save.
import type { tefeBeneficiaries as contract } from '@inversiones/contract';
import { findCountry } from './catalogues.ts';

export const REVIEW_SECONDS = 20;

/** Sanctioned jurisdictions (chosen: OFAC's comprehensive programmes). */
const SANCTIONED = new Set(['CU', 'IR', 'KP', 'SY']);
/** Jurisdictions whose transfers the compliance officer looks at (chosen). */
const HIGH_RISK = new Set(['PA', 'KY']);
/** The demo watch list: a name the tracker matches. */
const WATCH_LIST = ['VIKTOR BOUT'];

export type ReviewStatus = 1 | 5 | 6 | 8;

export function reviewOutcome(fields: contract.BeneficiaryFields): ReviewStatus {
  const places = [
    findCountry(fields.OriginCountryId)?.iso,
    fields.Bank.Country,
    fields.IntermediaryBank?.Country,
  ].filter((iso): iso is string => Boolean(iso));
  if (places.some((iso) => SANCTIONED.has(iso))) return 8;
  const fullName = [fields.Name, fields.FatherLastName, fields.MotherLastName]
    .join(' ')
    .toUpperCase();
  if (WATCH_LIST.some((name) => fullName.includes(name))) return 6;
  if (places.some((iso) => HIGH_RISK.has(iso))) return 5;
  return 1;
}
