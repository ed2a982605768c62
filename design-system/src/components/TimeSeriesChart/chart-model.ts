// The chart's logic without drawing: time axis, ranges, the keyboard cursor, the readout and the
// monthly table. Pure, so it is tested in jsdom (which has no canvas) and reused by the plot.

/** One point of the series: a day and its value (quota value, portfolio value). */
export interface TimeSeriesPoint {
  /** The day, `YYYY-MM-DD` or `YYYYMMDD`. */
  date: string;
  value: number;
}

/** The range buttons: the last month, 6 months, 1 year, 3 years, or the whole series. */
export type ChartRange = '1M' | '6M' | '1A' | '3A' | 'all';

export const chartRanges: readonly ChartRange[] = ['1M', '6M', '1A', '3A', 'all'];

const rangeMonths: Record<Exclude<ChartRange, 'all'>, number> = {
  '1M': 1,
  '6M': 6,
  '1A': 12,
  '3A': 36,
};

const DAY_MS = 86_400_000;

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The number written in `date` from `from` to `to` (excluded); -1 when a character is no digit. */
function digitsAt(date: string, from: number, to: number): number {
  let value = 0;
  for (let i = from; i < to; i++) {
    const digit = date.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** UTC midnight of a `YYYY-MM-DD` or `YYYYMMDD` day, in ms; NaN when it is not one. */
export function dayTime(date: string): number {
  // Called once a point at every mount: reads the digits with no regex and no Date per day.
  const dashed = date.length === 10;
  if (!dashed && date.length !== 8) return Number.NaN;
  if (dashed && (date[4] !== '-' || date[7] !== '-')) return Number.NaN;
  const year = digitsAt(date, 0, 4);
  const month = digitsAt(date, dashed ? 5 : 4, dashed ? 7 : 6);
  const day = digitsAt(date, dashed ? 8 : 6, dashed ? 10 : 8);
  if (year < 0 || month < 1 || month > 12 || day < 1) return Number.NaN;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  // A day is real only within its month: 30/02 is no day (Date.UTC would roll it to March).
  if (day > (month === 2 && leap ? 29 : monthDays[month - 1]!)) return Number.NaN;
  return Date.UTC(year, month - 1, day);
}

/** The same day `months` months away (clamped to the month's last day: 31/03 - 1 month = 28/02). */
export function addMonths(time: number, months: number): number {
  const date = new Date(time);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime();
}

/** Index of the first time >= `time` (times ascending); `times.length` when none. */
export function firstAtOrAfter(times: readonly number[], time: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (times[mid]! < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The series ready to draw: valid points, ascending, with their times and values. */
export interface Series {
  points: readonly TimeSeriesPoint[];
  /** UTC midnight of each point, ms. */
  times: readonly number[];
  /** The value of each point (what the plot draws). */
  values: readonly number[];
}

/** Keeps the points with a real day and a finite value, sorted by day (the last one of a day wins). */
export function toSeries(points: readonly TimeSeriesPoint[]): Series {
  // One pass and no object per point when the days come in order, as the API sends them.
  const kept: TimeSeriesPoint[] = [];
  const times: number[] = [];
  let ascending = true;
  for (const point of points) {
    const time = dayTime(point.date);
    if (Number.isNaN(time) || !Number.isFinite(point.value)) continue;
    if (times.length > 0 && time <= times[times.length - 1]!) ascending = false;
    kept.push(point);
    times.push(time);
  }
  if (!ascending) {
    // Sorted stably, so of two points of one day the later in the input stays last and wins.
    const order = kept.map((_, i) => i).sort((a, b) => times[a]! - times[b]!);
    const unique = order.filter(
      (index, i) => i === order.length - 1 || times[order[i + 1]!] !== times[index],
    );
    return seriesOf(
      unique.map((i) => kept[i]!),
      unique.map((i) => times[i]!),
    );
  }
  return seriesOf(kept, times);
}

const seriesOf = (points: readonly TimeSeriesPoint[], times: readonly number[]): Series => ({
  points,
  times,
  values: points.map((point) => point.value),
});

/** First index shown by a range: the first point on or after the last day minus its months. */
export function rangeStart(times: readonly number[], range: ChartRange): number {
  if (range === 'all' || times.length === 0) return 0;
  const last = times[times.length - 1]!;
  return Math.min(firstAtOrAfter(times, addMonths(last, -rangeMonths[range])), times.length - 1);
}

/** The visible window of the series: indices `start` to `end`, both included. */
export interface Window {
  start: number;
  end: number;
}

/**
 * Where a key moves the cursor inside the window: Left/Right one point, PageUp/PageDown a month
 * later/earlier (as a slider: PageUp raises), Home/End the first/last. Null for other keys.
 */
export function moveCursor(
  key: string,
  index: number,
  times: readonly number[],
  { start, end }: Window,
): number | null {
  const clamp = (i: number) => Math.max(start, Math.min(end, i));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(index - 1);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(index + 1);
    case 'Home':
      return start;
    case 'End':
      return end;
    case 'PageUp':
      return clamp(firstAtOrAfter(times, addMonths(times[index]!, 1)));
    case 'PageDown': {
      // The last point on or before the same day a month earlier.
      const target = addMonths(times[index]!, -1);
      return clamp(firstAtOrAfter(times, target + DAY_MS) - 1);
    }
    default:
      return null;
  }
}

/** Percent change from `first` to `value` (0 when `first` is 0). */
export function variationPercent(first: number, value: number): number {
  return first === 0 ? 0 : ((value - first) / first) * 100;
}

/** Index of the point nearest to a fraction (0 to 1) of the window's time span. */
export function indexAtFraction(
  times: readonly number[],
  { start, end }: Window,
  fraction: number,
): number {
  const first = times[start]!;
  const time = first + Math.max(0, Math.min(1, fraction)) * (times[end]! - first);
  const after = Math.min(end, Math.max(start, firstAtOrAfter(times, time)));
  const before = Math.max(start, after - 1);
  return time - times[before]! <= times[after]! - time ? before : after;
}

/** The last point of each month in the window, newest first: a table of ~80 rows, not 1,800. */
export function monthlyIndices(times: readonly number[], { start, end }: Window): number[] {
  const indices: number[] = [];
  for (let i = end; i >= start; i--) {
    const month = (time: number) => {
      const date = new Date(time);
      return date.getUTCFullYear() * 12 + date.getUTCMonth();
    };
    if (i === end || month(times[i]!) !== month(times[i + 1]!)) indices.push(i);
  }
  return indices;
}
