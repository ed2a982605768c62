import * as messages from '../../messages.ts';
import { allowedExternalOrigins, followRedirect, resolveRedirect } from '../controller/index.ts';
import { accessBankUrl } from './landing-api.ts';

/**
 * The partner bank (spec 2: the browser is sent to the URL the access-bank call returns). Set
 * VITE_BANK_URL at build time; its origin is the one extra origin the hand-over may go to.
 */
export const BANK_URL: string =
  (import.meta.env.VITE_BANK_URL as string | undefined) ?? 'https://banco.inversiones-demo.cl/';

/** The bank's offer page, opened in a new tab when there is no hand-over URL (spec 2). */
export const BANK_OFFER_URL: string =
  (import.meta.env.VITE_BANK_OFFER_URL as string | undefined) ??
  new URL('/oferta-cuenta', BANK_URL).href;

/** The origins a hand-over may go to: the wizard's allowed ones plus the bank's. */
export function bankOrigins(): readonly string[] {
  try {
    return [...allowedExternalOrigins(), new URL(BANK_URL).origin];
  } catch {
    return allowedExternalOrigins();
  }
}

export type HandOver = 'followed' | 'offer';

/**
 * Hands the session over to the bank: follows the access-bank URL when it is same-origin or an
 * allow-listed bank address; otherwise (no URL, a failure, another site) opens the offer page in
 * a new tab, logging why.
 */
export async function handOverToBank(): Promise<HandOver> {
  const url = await accessBankUrl();
  const target = url ? resolveRedirect(url, bankOrigins()) : null;
  if (target) {
    followRedirect(target);
    return 'followed';
  }
  console.error(
    url
      ? messages.wizardLanding.bankHandOverRefused(url)
      : messages.wizardLanding.bankHandOverError,
  );
  // noopener: the bank's page gets no handle on the portal's window.
  window.open(BANK_OFFER_URL, '_blank', 'noopener,noreferrer');
  return 'offer';
}
