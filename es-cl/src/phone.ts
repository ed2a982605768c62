// Phone numbers: the national number a client types or the firm stores, and its length rule.
import { esClMessages } from './messages.ts';

/** Chilean numbers have 9 digits since 2016 (mobiles 9XXXXXXXX, landlines area code + number). */
export const CHILE_PHONE_DIGITS = 9;
/** E.164's longest number, country code included: the most digits an input keeps. */
export const PHONE_MAX_DIGITS = 15;

/**
 * The national number of a typed, pasted or stored phone: digits only, with a leading country
 * code dropped when it is written (`+56 9 8765 4321`) or when the digits are exactly the code
 * plus a national number (`56987654321`). Nothing else is cut, so a wrong length stays visible.
 */
export function phoneNationalNumber(
  text: string,
  countryCode: string,
  nationalDigits: number = CHILE_PHONE_DIGITS,
): string {
  const digits = text.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
  const code = countryCode.replace(/\D/g, '');
  const written = text.trim().startsWith('+');
  const withCode = digits.length === code.length + nationalDigits;
  return code !== '' && digits.startsWith(code) && (written || withCode)
    ? digits.slice(code.length)
    : digits;
}

/** The length error of a national number (null when it has min to max digits). */
export function phoneLengthError(
  number: string,
  min: number = CHILE_PHONE_DIGITS,
  max: number = CHILE_PHONE_DIGITS,
): string | null {
  return /^\d*$/.test(number) && number.length >= min && number.length <= max
    ? null
    : esClMessages.phoneLength(min, max);
}
