// Between the number a CurrencyField reports and the text it shows while typing.
import {
  currencyDecimals,
  formatAmountInput,
  parseAmountInput,
  toMinorUnits,
  type Currency,
} from '@inversiones/es-cl';

/** Most digits before the decimal comma: beyond, amounts leave the safe-integer range. */
export const MAX_WHOLE_DIGITS = 15;

/**
 * The input text of an amount: `1234567` CLP -> `1.234.567`, `12500.5` USD -> `12.500,50` (whole
 * amounts without decimals); CLP rounded to whole pesos. Computed on minor units, not floats.
 */
export function amountToText(
  amount: number | null | undefined,
  currency: Currency,
  decimals = currencyDecimals[currency],
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount < 0) return '';
  const digits = String(toMinorUnits(amount, currency, decimals)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return formatAmountInput(
    /^0*$/.test(fraction) ? whole : `${whole},${fraction}`,
    currency,
    decimals,
  );
}

/** The amount of the text being typed (`1.234,` counts as 1234 while the decimals come). */
export function textToAmount(
  text: string,
  currency: Currency,
  decimals = currencyDecimals[currency],
): number | null {
  return parseAmountInput(text.replace(/,$/, ''), currency, decimals);
}

/** Digits before the decimal comma of a formatted text. */
export function wholeDigits(text: string): number {
  return (text.split(',')[0] ?? '').replace(/\D/g, '').length;
}
