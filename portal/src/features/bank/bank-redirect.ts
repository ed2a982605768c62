/** Spec 9: the bank redirect result is shown after 1500 ms. */
export const BANK_RESULT_DELAY_MS = 1500;

/** Spec 2: a bank code (ficticia) of length 8 gets '/0' appended; null when nothing changes. */
export function normalizedBankPath(ficticia: string, rest: string | undefined): string | null {
  if (ficticia.length === 8 && !rest) return `/bdp/${encodeURIComponent(ficticia)}/0`;
  return null;
}
