// Date-only values: wire YYYYMMDD, display DD/MM/YYYY, birth-date and period rules. A date-only
// value is a calendar date (year, month, day), never an instant: nothing here reads a time zone
// offset, so no value shifts a day whatever the zone of the browser or the server.
import { CalendarDate } from '@internationalized/date';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { toDateParts, type DateInput } from './display-date.ts';

// Still importable from here, as before the split.
export {
  daysBetween,
  formatDisplayDate,
  isPeriodAtLeast,
  MIN_PERIOD_DAYS,
  toWireDate,
  type DateInput,
} from './display-date.ts';

dayjs.extend(customParseFormat);

export const WIRE_DATE_FORMAT = 'YYYYMMDD';
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';
/** Adult age range of a birth date (wizard-spec 9). */
export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 110;

/** Calendar date of an input, or null when it is not a real date. */
function toCalendarDate(input: DateInput): CalendarDate | null {
  const parts = toDateParts(input);
  return parts ? new CalendarDate(parts.year, parts.month, parts.day) : null;
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
