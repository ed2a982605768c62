// Plain figures with es-CL conventions (quota values, units, percentages), computed on integers.
import { groupThousands } from './rut.ts';

/** The typographic minus: as wide as the plus, read as "menos" by screen readers. */
export const MINUS_SIGN = '\u2212';

/**
 * `value` rounded half away from zero to `decimals`, as an integer of those units; the exponent
 * form reads 1.005 as 1005e-3, so no float error shows (1.005 at 2 decimals is 101).
 */
function toUnits(value: number, decimals: number): number {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) {
    throw new RangeError(`not a supported figure: ${value}`);
  }
  const units = Math.round(Number(`${Math.abs(value)}e${decimals}`));
  return value < 0 ? -units : units;
}

/** `1234.5` at 4 decimals is `'1.234,5000'`; a negative value starts with the minus sign. */
export function formatNumber(value: number, decimals = 0): string {
  const units = toUnits(value, decimals);
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - decimals));
  const text = decimals ? `${whole},${digits.slice(-decimals)}` : whole;
  return units < 0 ? `${MINUS_SIGN}${text}` : text;
}

/**
 * A percentage in points: `1.25` is `'1,25 %'` (no-break space, as es-CL writes it); `signed`
 * adds `+` to gains, so a variation never relies on colour alone.
 */
export function formatPercent(
  value: number,
  { decimals = 2, signed = false }: { decimals?: number; signed?: boolean } = {},
): string {
  const text = formatNumber(value, decimals);
  const plus = signed && toUnits(value, decimals) > 0 ? '+' : '';
  return `${plus}${text}\u00a0%`;
}
