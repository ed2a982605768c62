// Calendar dates as 'YYYY-MM-DD' strings: no time, no zone, compared as text.

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid 'YYYY-MM-DD' (throws on anything else, e.g. '2026-02-30'). */
export function dayNumber(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Fecha no válida: "${date}"`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Fecha no válida: "${date}"`);
  }
  return ms / DAY_MS;
}

export const fromDayNumber = (day: number): IsoDate =>
  new Date(day * DAY_MS).toISOString().slice(0, 10);

export const isIsoDate = (value: string): boolean => {
  try {
    dayNumber(value);
    return true;
  } catch {
    return false;
  }
};

export const addDays = (date: IsoDate, days: number): IsoDate =>
  fromDayNumber(dayNumber(date) + days);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);

/** 0 Sunday ... 6 Saturday. */
export const weekday = (date: IsoDate): number => (dayNumber(date) + 4) % 7;

export const isoDate = (year: number, month: number, day: number): IsoDate =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** 'YYYYMMDD' (the wire's date form) -> 'YYYY-MM-DD', validated. */
export function fromCompactDate(text: string): IsoDate {
  const date = /^\d{8}$/.test(text)
    ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`
    : '';
  dayNumber(date || text);
  return date;
}

export const toCompactDate = (date: IsoDate): string => date.replaceAll('-', '');
