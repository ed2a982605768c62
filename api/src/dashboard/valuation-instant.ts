import { dashboard } from '@inversiones/contract';

/**
 * The instant a home call prices shares at: the statement's `valuedAt` the portal repeats, when
 * it lies within the last 10 minutes; the present otherwise (an old or future instant is no
 * reason to fail the page, and must not price a holding of today at another day's market).
 */
export function valuationInstant(valuadoAl: string | undefined, now: number): number {
  if (valuadoAl === undefined) return now;
  const at = Date.parse(valuadoAl);
  return at <= now && now - at <= dashboard.VALUATION_WINDOW_MS ? at : now;
}
