// Date-only values: wire YYYYMMDD, display DD/MM/YYYY, birth-date and period rules. A date-only
// value is a calendar date (year, month, day), never an instant: nothing here reads a time zone
// offset, so no value shifts a day whatever the zone of the browser or the server.
import { CalendarDate } from '@internationalized/date';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

export const WIRE_DATE_FORMAT = 'YYYYMMDD';
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
/** Adult age range of a birth date (wizard-spec 9). */
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 110;
/** Shortest selectable period of the bulk downloads (portal-spec 9). */
export const MIN_PERIOD_DAYS = 15;

/**
 * A date-only value: a Date or Dayjs (read as its local calendar date, as date pickers create
 * them at local midnight) or a string `YYYY-MM-DD` or `YYYYMMDD` (read as written).
 */
export type DateInput = Date | Dayjs | string;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The calendar date of its parts, or null when they name no real date (31 February). */
function realDate(year: number, month: number, day: number): CalendarDate | null {
  // CalendarDate clamps out-of-range parts, so a date that kept its parts is real.
  const date = new CalendarDate(year, month, day);
  return date.year === year && date.month === month && date.day === day ? date : null;
}

/** Calendar date of an input, or null when it is not a real date. */
function toCalendarDate(input: DateInput): CalendarDate | null {
  if (typeof input === 'string') {
    const match = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(input.trim());
    return match ? realDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  }
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    return realDate(input.getFullYear(), input.getMonth() + 1, input.getDate());
  }
  if (!dayjs.isDayjs(input) || !input.isValid()) return null;
  return realDate(input.year(), input.month() + 1, input.date());
}

function required(input: DateInput): CalendarDate {
  const date = toCalendarDate(input);
  if (!date) throw new RangeError(`not a valid date: ${String(input)}`);
  return date;
}

/** Wire form `YYYYMMDD` of a date; throws RangeError on an invalid date. */
export function toWireDate(date: DateInput): string {
  const { year, month, day } = required(date);
  return `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`;
}

/**
 * Strict parse of a wire date `YYYYMMDD` (local midnight), or null when invalid or when its year
 * is not above `minYear` (a loaded date whose year is not above the item's minYear is discarded).
 */
export function fromWireDate(wire: string, { minYear }: { minYear?: number } = {}): Dayjs | null {
  if (!/^\d{8}$/.test(wire)) return null;
  const date = dayjs(wire, WIRE_DATE_FORMAT, true);
  if (!date.isValid()) return null;
  return minYear !== undefined && date.year() <= minYear ? null : date;
}

/** Display form `DD/MM/YYYY` of a date; throws RangeError on an invalid date. */
export function formatDisplayDate(date: DateInput): string {
  const { year, month, day } = required(date);
  return `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`;
}

/** Strict parse of a date typed as dd/mm/aaaa (local midnight): `31/02/2024` gives null. */
export function parseDisplayDate(text: string): Dayjs | null {
  const trimmed = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed)) return null;
  const date = dayjs(trimmed, DISPLAY_DATE_FORMAT, true);
  return date.isValid() ? date : null;
}

/**
 * True when the birth date is at least 18 and at most 110 years before today, both limits counted
 * from the first day of today's month (today 2024-06-20: 2006-06-01 and 1914-06-01 are the
 * limits, both included). False for an invalid date.
 */
export function isAdultBirthDate(date: DateInput, today: DateInput = new Date()): boolean {
  const birth = toCalendarDate(date);
  const now = toCalendarDate(today);
  if (!birth || !now) return false;
  const monthStart = new CalendarDate(now.year, now.month, 1);
  return (
    birth.compare(monthStart.subtract({ years: MIN_AGE_YEARS })) <= 0 &&
    birth.compare(monthStart.subtract({ years: MAX_AGE_YEARS })) >= 0
  );
}

/** Calendar days from `from` to `to` (negative when `to` is earlier); throws on an invalid date. */
export function daysBetween(from: DateInput, to: DateInput): number {
  return required(to).compare(required(from));
}

/**
 * True when `to` is at least `days` calendar days after `from` (1 to 16 January is 15 days);
 * false when either date is invalid or the period is reversed.
 */
export function isPeriodAtLeast(from: DateInput, to: DateInput, days = MIN_PERIOD_DAYS): boolean {
  const start = toCalendarDate(from);
  const end = toCalendarDate(to);
  return start !== null && end !== null && end.compare(start) >= days;
}
