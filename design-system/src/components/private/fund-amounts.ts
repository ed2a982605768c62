// Display of fund figures: signed amounts and variations, quota values and quotas, es-CL style.
import { formatCurrency, groupThousands, toMinorUnits } from '@inversiones/es-cl';

/** The currencies a fund is held in. */
export type FundCurrency = 'CLP' | 'USD';

/** Whether a signed figure is a gain, a loss or zero once rounded for display. */
export type Trend = 'gain' | 'loss' | 'none';

/** The typographic minus: same width as the plus, read as "menos" by screen readers. */
export const MINUS = '\u2212';

/** Decimals of quota values and quotas: the industry shows 4. */
export const QUOTA_DECIMALS = 4;

/**
 * `value` rounded half away from zero to `decimals`, as an integer of those units; the
 * exponent trick reads 1.005 as 1005e-3, so no float error shows up (1.005 -> 101 cents).
 */
function toUnits(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    throw new RangeError(`not a supported figure: ${value}`);
  }
  const units = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return value < 0 ? -units : units;
}

/** `1234.5` with 4 decimals -> `'1.234,5000'` (no sign: callers add it). */
export function formatDecimal(value: number, decimals: number): string {
  const digits = String(Math.abs(toUnits(value, decimals))).padStart(decimals + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - decimals));
  return decimals ? `${whole},${digits.slice(-decimals)}` : whole;
}

/** Trend of a value as displayed with `decimals` (-0.001 at 2 decimals is `0,00`: none). */
export function trendOf(value: number, decimals: number): Trend {
  const units = toUnits(value, decimals);
  if (units > 0) return 'gain';
  return units < 0 ? 'loss' : 'none';
}

/** Trend of an amount in its currency (CLP rounds to whole pesos, USD to cents). */
export function amountTrend(amount: number, currency: FundCurrency): Trend {
  const minor = toMinorUnits(amount, currency);
  if (minor > 0) return 'gain';
  return minor < 0 ? 'loss' : 'none';
}

const signOf: Record<Trend, string> = { gain: '+', loss: MINUS, none: '' };

/** `+$ 12.345`, `−US$ 1.234,56`, `$ 0`: the sign first, then the es-CL amount (the kit's). */
export const formatSignedAmount = (amount: number, currency: FundCurrency): string =>
  formatCurrency(amount, currency, { signed: true });

/** `+1,25 %`, `−0,84 %`, `0,00 %` (percent with a no-break space, as es-CL writes it). */
export function formatSignedPercent(percent: number, decimals = 2): string {
  return `${signOf[trendOf(percent, decimals)]}${formatDecimal(percent, decimals)}\u00a0%`;
}

/** A quota value with 4 decimals: `$ 1.523,4521`, `US$ 1,2345`. */
export const formatQuotaValue = (value: number, currency: FundCurrency): string =>
  formatCurrency(value, currency, { decimals: QUOTA_DECIMALS });

/** A number of quotas with 4 decimals: `12.345,6789`. */
export function formatQuotas(quotas: number): string {
  const sign = trendOf(quotas, QUOTA_DECIMALS) === 'loss' ? MINUS : '';
  return `${sign}${formatDecimal(quotas, QUOTA_DECIMALS)}`;
}
