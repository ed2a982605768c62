import type { currencySpot } from '@inversiones/contract';

/** A quote's life on this browser's clock: when it arrived, and when it stops being valid. */
export interface LocalQuoteClock {
  issuedAt: number;
  expiresAt: number;
}

/**
 * The server's quote lives `expiresAt - quotedAt` from when it was given; the browser's clock may
 * be minutes off the server's, so the countdown runs that span from the moment the answer came.
 */
export function localQuoteClock(
  quote: Pick<currencySpot.Quote, 'quotedAt' | 'expiresAt'>,
  receivedAt: number,
): LocalQuoteClock {
  const span = Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt);
  return { issuedAt: receivedAt, expiresAt: receivedAt + Math.max(span, 0) };
}

/** The same quote, expired now (the server let it go before its countdown ended). */
export const expiredNow = (clock: LocalQuoteClock): LocalQuoteClock => ({
  ...clock,
  expiresAt: Math.min(clock.expiresAt, Date.now()),
});
