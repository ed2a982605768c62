// Chilean banking business days: not a weekend, not a public or bank holiday of date-holidays.
import Holidays from 'date-holidays';
import { addDays, dayNumber, fromDayNumber, weekday, type IsoDate } from './iso-date.ts';

export const MARKET_TIME_ZONE = 'America/Santiago';

let chile: Holidays | undefined;
const holidaysByYear = new Map<number, ReadonlySet<IsoDate>>();

/**
 * The days banks close in `year`: public holidays and bank holidays (31 December). Optional and
 * observance days (e.g. regional ones) do not close the banking system.
 */
export function bankHolidays(year: number): ReadonlySet<IsoDate> {
  let days = holidaysByYear.get(year);
  if (!days) {
    chile ??= new Holidays('CL', { timezone: MARKET_TIME_ZONE });
    days = new Set(
      chile
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public' || holiday.type === 'bank')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

export function isBusinessDay(date: IsoDate): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let day = addDays(date, 1);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The last business day strictly before `date`. */
export function previousBusinessDay(date: IsoDate): IsoDate {
  let day = addDays(date, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}

/** `date` when it is a business day, else the next one (a PAC on day 5 that falls on a Sunday). */
export const businessDayOnOrAfter = (date: IsoDate): IsoDate =>
  isBusinessDay(date) ? date : nextBusinessDay(date);

/** `date` when it is a business day, else the previous one (the last close before it). */
export const businessDayOnOrBefore = (date: IsoDate): IsoDate =>
  isBusinessDay(date) ? date : previousBusinessDay(date);

/**
 * `n` business days after `date` (T+n settlement; `n` = 0 gives `date` itself when it is a
 * business day, else the next one). Negative `n` counts backwards.
 */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  if (n === 0) return businessDayOnOrAfter(date);
  let day = date;
  for (let left = Math.abs(n); left > 0; left--) {
    day = n > 0 ? nextBusinessDay(day) : previousBusinessDay(day);
  }
  return day;
}

/** Business days in the half-open interval (from, to]; negative when `to` is before `from`. */
export function businessDaysBetween(from: IsoDate, to: IsoDate): number {
  const sign = dayNumber(to) >= dayNumber(from) ? 1 : -1;
  const [start, end] = sign > 0 ? [from, to] : [to, from];
  let count = 0;
  for (let day = addDays(start, 1); day <= end; day = addDays(day, 1)) {
    if (isBusinessDay(day)) count++;
  }
  return sign * count;
}

/** Every business day from `from` to `to`, both included. */
export function businessDays(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = businessDayOnOrAfter(from); day <= to; day = nextBusinessDay(day)) days.push(day);
  return days;
}

/** Business days since `MARKET_DAYS_FROM`, memoised: the walks of prices and indicators. */
const MARKET_DAYS_FROM = '2019-01-01';
const marketDayList: IsoDate[] = [];
/** Calendar days from the previous business day (0 for the first). */
const marketGapList: number[] = [];
let scannedUpTo = dayNumber(MARKET_DAYS_FROM) - 1;

/**
 * The business days from 1 January 2019 up to at least `until`, with each one's distance in
 * calendar days from the previous one; extended on demand, earlier entries never change.
 */
export function marketDays(until: IsoDate): { days: readonly IsoDate[]; gaps: readonly number[] } {
  const end = dayNumber(until);
  for (let n = scannedUpTo + 1; n <= end; n++) {
    const date = fromDayNumber(n);
    if (!isBusinessDay(date)) continue;
    const previous = marketDayList[marketDayList.length - 1];
    marketGapList.push(previous === undefined ? 0 : n - dayNumber(previous));
    marketDayList.push(date);
  }
  scannedUpTo = Math.max(scannedUpTo, end);
  return { days: marketDayList, gaps: marketGapList };
}
