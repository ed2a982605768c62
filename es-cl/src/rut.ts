// Chilean tax id (rut): cleaning, modulo-11 check digit, validation and display formats.
import { mapCaret, type PartialFormat } from './caret.ts';

/** Shortest and longest rut as typed, dots and hyphen included (wizard-spec 5 and 9). */
export const RUT_MIN_LENGTH = 8;
export const RUT_MAX_LENGTH = 12;
/**
 * The rut shown as an example in hints and placeholders: valid, obviously made up, and no demo
 * client's (the login used Camila's real one; issue 18).
 */
export const RUT_EXAMPLE = '11.111.111-1';
/** Most significant characters (body digits plus check digit) a rut field keeps while typing. */
export const RUT_MAX_SIGNIFICANT = 9;

/** Strips dots, hyphens and spaces and upper-cases k: `'12.345.678-k'` becomes `'12345678K'`. */
export function cleanRut(value: string): string {
  return value.replace(/[.\-\s]/g, '').toUpperCase();
}

/** Modulo-11 check digit (`'0'`-`'9'` or `'K'`) of a numeric body; throws on a non-numeric body. */
export function rutCheckDigit(body: string | number): string {
  const digits = String(body);
  if (!/^\d+$/.test(digits)) throw new RangeError(`rut body must be digits: ${digits}`);
  let sum = 0;
  let factor = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** Body and check digit of a cleaned rut, or null when it is not digits followed by a digit or K. */
export function splitRut(value: string): { body: string; checkDigit: string } | null {
  const match = /^(\d+)([\dK])$/.exec(cleanRut(value));
  return match ? { body: match[1]!, checkDigit: match[2]! } : null;
}

/**
 * True for a well-formed rut with a correct check digit, typed with or without dots and hyphen:
 * 8 to 12 characters as typed, only digits, K, dot and hyphen, dots (if any) grouping the body by
 * thousands, and not more than one K in the last two characters.
 */
export function isValidRut(value: string): boolean {
  if (value.length < RUT_MIN_LENGTH || value.length > RUT_MAX_LENGTH) return false;
  if (!/^[\dkK.-]+$/.test(value)) return false;
  if (value.length > 8 && (value.slice(-2).match(/k/gi)?.length ?? 0) > 1) return false;
  // Body without leading zero, plain or grouped by dots; optional hyphen; digit or K last.
  if (!/^(?:[1-9]\d*|[1-9]\d{0,2}(?:\.\d{3})+)-?[\dkK]$/.test(value)) return false;
  const parts = splitRut(value);
  return parts !== null && rutCheckDigit(parts.body) === parts.checkDigit;
}

/** Thousands grouping with dots of a digit string: `'12345678'` becomes `'12.345.678'`. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Display form `12.345.678-5`, or with `dots: false` the on-blur form `12345678-5`. The value is
 * cleaned first; it is not validated (use isValidRut). A single character is returned cleaned.
 */
export function formatRut(value: string, { dots = true }: { dots?: boolean } = {}): string {
  const clean = cleanRut(value);
  if (clean.length < 2) return clean;
  const body = clean.slice(0, -1);
  return `${dots ? groupThousands(body) : body}-${clean.slice(-1)}`;
}

/** Stored and wire form `12345678-5` (no dots, upper-case K) of a rut; not validated. */
export function normalizeRut(value: string): string {
  return formatRut(value, { dots: false });
}

const isRutChar = (char: string) => /[\dkK]/.test(char);

/**
 * Incremental formatting of a rut field while typing: keeps digits (and a K only as the last
 * character), at most 9 of them, shows them as `12.345.678-5`, and returns where the caret goes
 * so that it stays after the same character it was after.
 */
export function formatRutPartial(value: string, caret = value.length): PartialFormat {
  let significant = value.replace(/[^\dkK]/g, '').toUpperCase();
  // A K is a check digit: one typed before other characters is dropped.
  significant = significant.slice(0, -1).replace(/K/g, '') + significant.slice(-1);
  significant = significant.slice(0, RUT_MAX_SIGNIFICANT);
  const formatted = formatRut(significant);
  return { value: formatted, caret: mapCaret(value, caret, formatted, isRutChar) };
}
