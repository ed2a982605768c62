import { storageKeys } from '../../store/storage-keys.ts';

/**
 * Names of the secondary windows the two partner banks open the portal in (spec 2: "a secondary
 * window named for one of two partner banks"; the real names are not given).
 */
export const PARTNER_BANK_WINDOWS = ['ventanaBancoB', 'ventanaBancoC'] as const;

/** Spec 9: the partner-bank window closes 50 ms after showing its message. */
export const PARTNER_WINDOW_CLOSE_MS = 50;

export interface PartnerWindowContext {
  windowName: string;
  sessionActive: boolean;
  /** The current bank-transaction marker (currentTrxBDP) of this window or its opener. */
  hasTransactionMarker: boolean;
}

/** Spec 6: only a partner bank's secondary window, with a session and a stored marker. */
export function isPartnerBankVisit({
  windowName,
  sessionActive,
  hasTransactionMarker,
}: PartnerWindowContext): boolean {
  return (
    (PARTNER_BANK_WINDOWS as readonly string[]).includes(windowName) &&
    sessionActive &&
    hasTransactionMarker
  );
}

/** The opener's storage when it is ours (same origin), else null. */
function openerStorage(): Storage | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener !== window ? opener.sessionStorage : null;
  } catch {
    return null;
  }
}

export function hasTransactionMarker(): boolean {
  try {
    return Boolean(
      sessionStorage.getItem(storageKeys.currentTrxBDP) ??
      openerStorage()?.getItem(storageKeys.currentTrxBDP),
    );
  } catch {
    return false;
  }
}

/** Removes the marker from the opener (and from this window's copy). */
export function removeTransactionMarker(): void {
  try {
    openerStorage()?.removeItem(storageKeys.currentTrxBDP);
    sessionStorage.removeItem(storageKeys.currentTrxBDP);
  } catch {
    // Nothing more to clean.
  }
}
