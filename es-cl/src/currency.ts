// Amounts in CLP, USD, EUR and UF with es-CL conventions, computed on integer minor units.
import { mapCaret, type PartialFormat } from './caret.ts';
import { MINUS_SIGN } from './number.ts';
import { groupThousands } from './rut.ts';

/** Currencies of the currency-masked fields (wizard-spec 5); CLP is the default. */
export type Currency = 'CLP' | 'USD' | 'EUR';
export const currencies: readonly Currency[] = ['CLP', 'USD', 'EUR'];

/** What an amount may be displayed in: the field currencies and the UF (unidad de fomento). */
export type DisplayCurrency = Currency | 'UF';

/** Decimal places of each currency (DOMAIN.md "Money"): CLP has none, USD, EUR and UF 2. */
export const currencyDecimals: Readonly<Record<DisplayCurrency, number>> = {
  CLP: 0,
  USD: 2,
  EUR: 2,
  UF: 2,
};

/** The symbol written before an amount, and shown as the prefix of an amount field. */
export const currencySymbols: Readonly<Record<DisplayCurrency, string>> = {
  CLP: '$',
  USD: 'US$',
  EUR: 'EUR',
  UF: 'UF',
};

/** Between symbol and digits: a no-break space, so a line never wraps the symbol away. */
export const CURRENCY_SPACE = '\u00a0';

/**
 * `amount` at `decimals` as the digits of an integer, rounded half away from zero on its
 * decimal representation (1.005 at 2 decimals is `'101'`), with its sign apart.
 */
function toScaledDigits(amount: number, decimals: number): { negative: boolean; digits: string } {
  if (!Number.isFinite(amount) || Math.abs(amount) >= 1e21) {
    throw new RangeError(`not a supported amount: ${amount}`);
  }
  // The shortest decimal that reads back as the same double: 1.005, not 1.00499999999999989.
  let text = String(Math.abs(amount));
  if (text.includes('e')) text = Math.abs(amount).toFixed(20);
  const [whole = '0', fraction = ''] = text.split('.');
  let scaled = BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`);
  if ((fraction[decimals] ?? '0') >= '5') scaled += 1n;
  return { negative: amount < 0 && scaled !== 0n, digits: scaled.toString() };
}

/**
 * An amount in minor units (pesos for CLP, cents for USD, EUR and UF), rounded half away from
 * zero on its decimal representation, so that 1.005 USD is 101 cents and no float error creeps in.
 */
export function toMinorUnits(
  amount: number,
  currency: DisplayCurrency = 'CLP',
  decimals = currencyDecimals[currency],
): number {
  const { negative, digits } = toScaledDigits(amount, decimals);
  return negative ? -Number(digits) : Number(digits);
}

/** `'1234567'` -> `'1.234.567'`, `'123456'` at 2 decimals -> `'1.234,56'`: es-CL digits. */
function formatScaled(scaled: string, decimals: number): string {
  const digits = scaled.padStart(decimals + 1, '0');
  const whole = groupThousands(digits.slice(0, digits.length - decimals));
  return decimals ? `${whole},${digits.slice(-decimals)}` : whole;
}

export interface CurrencyFormatOptions {
  /** Decimals other than the currency's: 4 for a quota value, 2 for the peso value of a UF. */
  decimals?: number;
  /** A gain shows `+` too, so a variation never relies on colour alone (zero stays unsigned). */
  signed?: boolean;
}

/**
 * Display of an amount (DOMAIN.md "Money"): `$ 1.234.567`, `US$ 1.234,56`, `EUR 1.234,56`,
 * `UF 12,34`, the symbol and the digits joined by a no-break space; negative `−$ 1.234`.
 * Rounded half away from zero to the currency's decimals; computed on integers, never floats.
 */
export function formatCurrency(
  amount: number,
  currency: DisplayCurrency = 'CLP',
  { decimals = currencyDecimals[currency], signed = false }: CurrencyFormatOptions = {},
): string {
  const scaled = toScaledDigits(amount, decimals);
  const text = `${currencySymbols[currency]}${CURRENCY_SPACE}${formatScaled(scaled.digits, decimals)}`;
  // The sign goes before the symbol, as statements write a charge (`−$ 1.234`), in the
  // typographic minus of every other figure: as wide as the plus, read "menos" aloud.
  if (scaled.negative) return `${MINUS_SIGN}${text}`;
  return signed && scaled.digits !== '0' ? `+${text}` : text;
}

/** Digits and, for USD and EUR, one decimal comma with at most 2 decimals, of typed text. */
function amountParts(text: string, decimals: number): { whole: string; fraction?: string } {
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
 * and EUR one decimal comma with at most 2 decimals is kept (`1234,5` -> `1.234,5`). `decimals`
 * (0 to 2) overrides the currency's: a share price is pesos on a 0,01 tick.
 */
export function formatAmountInput(
  text: string,
  currency: Currency = 'CLP',
  decimals = currencyDecimals[currency],
): string {
  const { whole, fraction } = amountParts(text, decimals);
  const grouped = groupThousands(whole);
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

const isAmountChar = (char: string) => /[\d,]/.test(char);

/** formatAmountInput plus where the caret goes, so that it stays after the same digit. */
export function formatAmountInputPartial(
  text: string,
  currency: Currency = 'CLP',
  caret = text.length,
  decimals = currencyDecimals[currency],
): PartialFormat {
  const value = formatAmountInput(text, currency, decimals);
  return { value, caret: mapCaret(text, caret, value, isAmountChar) };
}

/**
 * Amount of a currency-masked field on submit: dots (and a leading currency sign) stripped, then
 * an integer for CLP or a value with at most 2 decimals for USD and EUR, computed from integer
 * cents; null for empty or malformed text or beyond the safe-integer range. `decimals` (0 to 2)
 * overrides the currency's, as in formatAmountInput.
 */
export function parseAmountInput(
  text: string,
  currency: Currency = 'CLP',
  decimals = currencyDecimals[currency],
): number | null {
  const stripped = text
    .trim()
    .replace(/^(?:US\$|EUR|€|\$)\s*/i, '')
    .replace(/\./g, '');
  const match = (decimals ? /^(\d+)(?:,(\d{1,2}))?$/ : /^(\d+)$/).exec(stripped);
  if (!match) return null;
  const minor = Number(`${match[1]}${(match[2] ?? '').padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(minor)) return null;
  return decimals ? minor / 10 ** decimals : minor;
}
