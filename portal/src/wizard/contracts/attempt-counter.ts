// Spec 4 and 9: the signing's failed attempts, in sessionStorage (one retry, then the referral).

/** Failed attempts allowed before the referral to the executive: one retry. */
export const SIGNING_RETRIES = 1;

const keyOf = (wizardId: string, context: string) => `intentosFirma:${context}:${wizardId}`;

// sessionStorage can throw (privacy modes): then every failure counts as the first.
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The failed signing attempts of this wizard and context in this tab. */
export function failedSigningAttempts(wizardId: string, context: string): number {
  const stored = Number(storage()?.getItem(keyOf(wizardId, context)) ?? 0);
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

/** Counts one more failure; returns the new count. */
export function recordFailedSigning(wizardId: string, context: string): number {
  const next = failedSigningAttempts(wizardId, context) + 1;
  try {
    storage()?.setItem(keyOf(wizardId, context), String(next));
  } catch {
    // Quota or privacy mode: the count lives only in this answer.
  }
  return next;
}

/** A signature went through: the next signing starts afresh. */
export function clearSigningAttempts(wizardId: string, context: string): void {
  try {
    storage()?.removeItem(keyOf(wizardId, context));
  } catch {
    // Nothing stored.
  }
}

/** After `failures` failed attempts, may the client retry (else: the referral)? */
export const canRetrySigning = (failures: number) => failures <= SIGNING_RETRIES;
