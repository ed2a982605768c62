// Date-only values as read and displayed, without a date library: the pages that only show dates
// (the home, a fund) load neither dayjs nor @internationalized/date for them (dates.ts has the rest).
import type { Dayjs } from 'dayjs';

/**
 * A date-only value: a Date or Dayjs (read as its local calendar date, as date pickers create
 * them at local midnight) or a string `YYYY-MM-DD` or `YYYYMMDD` (read as written).
 */
export type DateInput = Date | Dayjs | string;

/** A calendar date's parts (month 1-12). */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

/** Adult age range of a birth date (wizard-spec 9). */
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 110;

/** Shortest selectable period of the bulk downloads (portal-spec 9). */
export const MIN_PERIOD_DAYS = 15;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in `month` (1-12) of `year`. */
const daysInMonth = (year: number, month: number) =>
  [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;

/** The parts when they name a real Gregorian date of years 1 to 9999 (not 31 February). */
function realDate(year: number, month: number, day: number): DateParts | null {
  if (!Number.isInteger(year) || year < 1 || year > 9999) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  return Number.isInteger(day) && day >= 1 && day <= daysInMonth(year, month)
    ? { year, month, day }
    : null;
}

/** A Dayjs, recognised by its methods (importing dayjs to ask would load it on every page). */
function isDayjsLike(input: unknown): input is Dayjs {
  const candidate = input as Partial<Dayjs> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.isValid === 'function' &&
    typeof candidate.year === 'function' &&
    typeof candidate.month === 'function' &&
    typeof candidate.date === 'function'
  );
}

/** Parts already split (a parse's result), told apart from a Date or Dayjs. */
function isDateParts(input: DateInput | DateParts): input is DateParts {
  return typeof input === 'object' && !(input instanceof Date) && !isDayjsLike(input);
}

/** Calendar date of an input, or null when it is not a real date. */
export function toDateParts(input: DateInput): DateParts | null {
  if (typeof input === 'string') {
    const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(input.trim());
    return match ? realDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  }
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return realDate(input.getFullYear(), input.getMonth() + 1, input.getDate());
  }
  if (!isDayjsLike(input) || !input.isValid()) return null;
  return realDate(input.year(), input.month() + 1, input.date());
}

/** The parts of a date; throws RangeError on an invalid date. */
export function requiredDateParts(input: DateInput): DateParts {
  const date = toDateParts(input);
  if (!date) throw new RangeError(`not a valid date: ${String(input)}`);
  return date;
}

/** Days since 1970-01-01 of a Gregorian date (days-from-civil): differences are calendar days. */
function dayNumber({ year, month, day }: DateParts): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** True when `text` is a real date in the wire form `YYYYMMDD`. */
export function isWireDate(text: string): boolean {
  return /^\d{8}$/.test(text) && toDateParts(text) !== null;
}

/** Calendar days from `from` to `to` (negative when `to` is earlier); throws on an invalid date. */
export function daysBetween(from: DateInput, to: DateInput): number {
  return dayNumber(requiredDateParts(to)) - dayNumber(requiredDateParts(from));
}

/**
 * True when `to` is at least `days` calendar days after `from` (1 to 16 January is 15 days);
 * false when either date is invalid or the period is reversed.
 */
export function isPeriodAtLeast(from: DateInput, to: DateInput, days = MIN_PERIOD_DAYS): boolean {
  const start = toDateParts(from);
  const end = toDateParts(to);
  return start !== null && end !== null && dayNumber(end) - dayNumber(start) >= days;
}

/** Wire form `YYYYMMDD` of a date; throws RangeError on an invalid date. */
export function toWireDate(date: DateInput): string {
  const { year, month, day } = requiredDateParts(date);
  return `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`;
}

/** ISO form `YYYY-MM-DD` of a date (what the API answers); throws RangeError on an invalid date. */
export function toIsoDate(date: DateInput): string {
  const { year, month, day } = requiredDateParts(date);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** A calendar month (`YYYY-MM`): its first and last days, ISO; RangeError on a malformed one. */
export function monthRange(month: string): { from: string; to: string } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const parts = match ? realDate(Number(match[1]), Number(match[2]), 1) : null;
  if (!parts) throw new RangeError(`Mes no válido: ${month}`);
  const last = daysInMonth(parts.year, parts.month);
  return { from: `${month}-01`, to: `${month}-${pad(last, 2)}` };
}

const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
] as const;

/** A calendar month as es-CL titles name it: `2026-10` is `Octubre 2026`. */
export function formatMonth(month: string): string {
  const { from } = monthRange(month);
  return `${MONTH_NAMES[Number(from.slice(5, 7)) - 1]} ${from.slice(0, 4)}`;
}

/** Display form `DD/MM/YYYY` of a date; throws RangeError on an invalid date. */
export function formatDisplayDate(date: DateInput): string {
  const { year, month, day } = requiredDateParts(date);
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

/** Strict parse of a date typed as dd/mm/aaaa into its parts: `31/02/2024` gives null. */
export function parseDisplayDateParts(text: string): DateParts | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  return match ? realDate(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/**
 * True when the birth date is at least 18 and at most 110 years before today, both limits counted
 * from the first day of today's month (today 2024-06-20: 2006-06-01 and 1914-06-01 are the
 * limits, both included). False for an invalid date.
 */
export function isAdultBirthDate(
  date: DateInput | DateParts,
  today: DateInput = new Date(),
): boolean {
  const birth = isDateParts(date) ? realDate(date.year, date.month, date.day) : toDateParts(date);
  const now = toDateParts(today);
  if (!birth || !now) return false;
  const limit = (years: number) => dayNumber({ year: now.year - years, month: now.month, day: 1 });
  const born = dayNumber(birth);
  return born <= limit(MIN_AGE_YEARS) && born >= limit(MAX_AGE_YEARS);
}
