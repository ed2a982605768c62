// Amounts in CLP, USD and EUR with es-CL conventions, computed on integer minor units.
import { mapCaret, type PartialFormat } from './caret.ts';
import { groupThousands } from './rut.ts';

/** Currencies of the currency-masked fields (wizard-spec 5); CLP is the default. */
export type Currency = 'CLP' | 'USD' | 'EUR';
export const currencies: readonly Currency[] = ['CLP', 'USD', 'EUR'];

/** Decimal places of each currency: CLP has none. */
export const currencyDecimals: Readonly<Record<Currency, number>> = { CLP: 0, USD: 2, EUR: 2 };

/** Prefix of each currency as Intl es-CL writes it (EUR is followed by a no-break space). */
const prefix: Readonly<Record<Currency, string>> = { CLP: '$', USD: 'US$', EUR: 'EUR\u00a0' };

/**
 * An amount in minor units (pesos for CLP, cents for USD and EUR), rounded half away from zero
 * on its decimal representation, so that 1.005 USD is 101 cents and no float error creeps in.
 */
export function toMinorUnits(amount: number, currency: Currency = 'CLP'): number {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) {
    throw new RangeError(`not a supported amount: ${amount}`);
  }
  const decimals = currencyDecimals[currency];
  // The shortest decimal that reads back as the same double: 1.005, not 1.00499999999999989.
  let text = String(Math.abs(amount));
  if (text.includes('e')) text = Math.abs(amount).toFixed(20);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = `${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  let minor = Number(kept);
  if ((fraction[decimals] ?? '0') >= '5') minor += 1;
  return amount < 0 && minor !== 0 ? -minor : minor;
}

/** `1234567` -> `'1.234.567'`, `123456` cents -> `'1.234,56'`: es-CL digits of minor units. */
function formatMinor(minor: number, decimals: number): string {
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - decimals));
  return decimals ? `${whole},${digits.slice(-decimals)}` : whole;
}

/**
 * Display of an amount as Intl es-CL writes it: `$1.234.567`, `US$1.234,56`, `EUR 1.234,56`
 * (negative: `$-1.234`, `EUR-0,50`). CLP is rounded to whole pesos; computed on integers, never floats.
 */
export function formatCurrency(amount: number, currency: Currency = 'CLP'): string {
  const minor = toMinorUnits(amount, currency);
  const digits = formatMinor(minor, currencyDecimals[currency]);
  // Intl es-CL puts the minus after the symbol and drops EUR's space: `$-1.234`, `EUR-0,50`.
  return minor < 0 ? `${prefix[currency].trimEnd()}-${digits}` : `${prefix[currency]}${digits}`;
}

/** Digits and, for USD and EUR, one decimal comma with at most 2 decimals, of typed text. */
function amountParts(text: string, currency: Currency): { whole: string; fraction?: string } {
  const decimals = currencyDecimals[currency];
  const comma = decimals ? text.indexOf(',') : -1;
  const wholeText = comma < 0 ? text : text.slice(0, comma);
  const whole = wholeText.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (comma < 0) return { whole };
  const fraction = text
    .slice(comma + 1)
    .replace(/\D/g, '')
    .slice(0, decimals);
  return { whole: whole || '0', fraction };
}

/**
 * Amount field text while typing: digits grouped with dots (`1234567` -> `1.234.567`); for USD
 * and EUR one decimal comma with at most 2 decimals is kept (`1234,5` -> `1.234,5`).
 */
export function formatAmountInput(text: string, currency: Currency = 'CLP'): string {
  const { whole, fraction } = amountParts(text, currency);
  const grouped = groupThousands(whole);
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

const isAmountChar = (char: string) => /[\d,]/.test(char);

/** formatAmountInput plus where the caret goes, so that it stays after the same digit. */
export function formatAmountInputPartial(
  text: string,
  currency: Currency = 'CLP',
  caret = text.length,
): PartialFormat {
  const value = formatAmountInput(text, currency);
  return { value, caret: mapCaret(text, caret, value, isAmountChar) };
}

/**
 * Amount of a currency-masked field on submit: dots (and a leading currency sign) stripped, then
 * an integer for CLP or a value with at most 2 decimals for USD and EUR, computed from integer
 * cents; null for empty or malformed text or beyond the safe-integer range.
 */
export function parseAmountInput(text: string, currency: Currency = 'CLP'): number | null {
  const stripped = text
    .trim()
    .replace(/^(?:US\$|EUR|€|\$)\s*/i, '')
    .replace(/\./g, '');
  const decimals = currencyDecimals[currency];
  const match = (decimals ? /^(\d+)(?:,(\d{1,2}))?$/ : /^(\d+)$/).exec(stripped);
  if (!match) return null;
  const minor = Number(`${match[1]}${(match[2] ?? '').padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(minor)) return null;
  return decimals ? minor / 10 ** decimals : minor;
}
