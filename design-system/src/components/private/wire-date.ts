// Conversions between the kit's wire dates (YYYYMMDD) and React Aria's CalendarDate.
import { CalendarDate, getLocalTimeZone, today } from '@internationalized/date';
import { formatDisplayDate, MAX_AGE_YEARS, MIN_AGE_YEARS, toWireDate } from '@inversiones/es-cl';

/** The CalendarDate of a wire date, or null when empty, invalid or not above `minYear`. */
export function wireToCalendarDate(
  wire: string | null | undefined,
  minYear?: number,
): CalendarDate | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(wire ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Same rules as es-cl/dates.ts fromWireDate, without dayjs, which misreads years below 1000.
  const date = new CalendarDate(year, month, day);
  if (year < 1 || date.month !== month || date.day !== day) return null;
  return minYear !== undefined && year <= minYear ? null : date;
}

/** The wire form `YYYYMMDD` of a calendar date. */
export function calendarDateToWire(date: CalendarDate): string {
  return toWireDate(date.toString());
}

/** dd/mm/aaaa of a calendar date, for messages. */
export function displayCalendarDate(date: CalendarDate): string {
  return formatDisplayDate(date.toString());
}

/** Today in the browser's zone, or the given wire date (fixed dates keep stories and tests stable). */
export function todayOr(wire?: string): CalendarDate {
  return wireToCalendarDate(wire) ?? today(getLocalTimeZone());
}

/**
 * The birth-date window (wizard-spec 5): from 110 to 18 years before today, both counted from the
 * first day of today's month, as es-cl/dates.ts `isAdultBirthDate` checks.
 */
export function birthDateBounds(now: CalendarDate): { min: CalendarDate; max: CalendarDate } {
  return {
    min: new CalendarDate(now.year - MAX_AGE_YEARS, now.month, 1),
    max: new CalendarDate(now.year - MIN_AGE_YEARS, now.month, 1),
  };
}

/** The later of two optional dates. */
export function laterOf(a: CalendarDate | null, b: CalendarDate | null): CalendarDate | null {
  if (!a) return b;
  if (!b) return a;
  return a.compare(b) >= 0 ? a : b;
}

/** The earlier of two optional dates. */
export function earlierOf(a: CalendarDate | null, b: CalendarDate | null): CalendarDate | null {
  if (!a) return b;
  if (!b) return a;
  return a.compare(b) <= 0 ? a : b;
}
