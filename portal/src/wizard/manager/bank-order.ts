// wizard-spec 5 "Bank list": in the bank-enrolment context the firm's own bank (key SEC) comes first.
import type { WizardContext } from '../api/wizard-api.ts';

/** The key of the bank listed first in the enrolamientoBco context. */
export const FIRST_BANK_KEY = 'SEC';

/** The options with SEC moved to the front in enrolamientoBco; otherwise (or without SEC) unchanged. */
export function orderBanks<T extends { key: string | number }>(
  options: readonly T[],
  context: WizardContext,
): T[] {
  if (context !== 'enrolamientoBco') return [...options];
  const first = options.filter((option) => String(option.key).toUpperCase() === FIRST_BANK_KEY);
  const rest = options.filter((option) => String(option.key).toUpperCase() !== FIRST_BANK_KEY);
  return [...first, ...rest];
}
