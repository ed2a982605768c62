// The bank's popup (spec 2 and 9): 1000x1100, named for the bank (the two partner banks' names
// let /redirectToInversiones close it), and watched every 4000 ms until it closes.
import { PARTNER_BANK_WINDOWS } from '../bank/partner-window.ts';
import { storageKeys } from '../../store/storage-keys.ts';

/** Spec 9: how often the portal checks whether the bank's window closed. */
export const BANK_WINDOW_CHECK_MS = 4000;
/** Spec 9: the popup's size. */
export const BANK_POPUP_FEATURES = 'popup,width=1000,height=1100';

/** The window name of a bank: banks 2 (B) and 3 (C) are the partner banks. */
export const bankWindowName = (bank: number) =>
  bank === 2
    ? PARTNER_BANK_WINDOWS[0]
    : bank === 3
      ? PARTNER_BANK_WINDOWS[1]
      : `ventanaBanco${bank}`;

/**
 * Opens the bank's window at once, in the press that asked for it (later, after the server's
 * answer, browsers block it), showing a wait text; null when the browser blocked it.
 */
export function openBankWindow(bank: number, waitText: string): Window | null {
  const opened = window.open('', bankWindowName(bank), BANK_POPUP_FEATURES);
  if (!opened) return null;
  try {
    opened.document.title = waitText;
    opened.document.body.textContent = waitText;
  } catch {
    // A window of that name on another site already: it is navigated to the bank anyway.
  }
  return opened;
}

/** Calls `onClosed` once the window is closed, checking every 4000 ms; returns the stop. */
export function watchClosed(opened: Window, onClosed: () => void): () => void {
  const timer = setInterval(() => {
    if (!opened.closed) return;
    clearInterval(timer);
    onClosed();
  }, BANK_WINDOW_CHECK_MS);
  return () => clearInterval(timer);
}

/** Spec 3 currentTrxBDP: the transaction being paid, for the partner banks' return window. */
export function markTransaction(id: string | null): void {
  try {
    if (id) sessionStorage.setItem(storageKeys.currentTrxBDP, id);
    else sessionStorage.removeItem(storageKeys.currentTrxBDP);
  } catch {
    // Without storage the return window goes to the home page instead of closing itself.
  }
}
