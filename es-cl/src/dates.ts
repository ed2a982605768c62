// Date-only values: wire YYYYMMDD, display DD/MM/YYYY, birth-date and period rules. A date-only
// value is a calendar date (year, month, day), never an instant: nothing here reads a time zone
// offset, so no value shifts a day whatever the zone of the browser or the server.
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

// Still importable from here, as before the split.
export {
  daysBetween,
  formatDisplayDate,
  isAdultBirthDate,
  isPeriodAtLeast,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
  MIN_PERIOD_DAYS,
  toWireDate,
  type DateInput,
} from './display-date.ts';

dayjs.extend(customParseFormat);

export const WIRE_DATE_FORMAT = 'YYYYMMDD';
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

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
