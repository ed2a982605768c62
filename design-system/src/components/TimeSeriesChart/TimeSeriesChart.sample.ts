// Deterministic sample series for stories, tests and the mount bench: a seeded random walk over
// the business days since 2019-01-02 (weekdays less Chile's fixed-date holidays).
import type { TimeSeriesPoint } from './chart-model.ts';

/** mulberry32: a tiny seeded generator, so every run draws the same series. */
function seeded(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const fixedHolidays = new Set(['01-01', '05-01', '05-21', '09-18', '09-19', '12-08', '12-25']);

export interface SampleOptions {
  seed?: number;
  from?: string;
  to?: string;
  start?: number;
  /** Mean daily drift (0.0002 is about 5 % a year). */
  drift?: number;
  /** Daily volatility. */
  volatility?: number;
}

/** Business days from `from` to `to` (`YYYY-MM-DD`), a value each, 4 decimals. */
export function sampleSeries({
  seed = 2019,
  from = '2019-01-02',
  to = '2026-11-20',
  start = 1000,
  drift = 0.00025,
  volatility = 0.004,
}: SampleOptions = {}): TimeSeriesPoint[] {
  const random = seeded(seed);
  const points: TimeSeriesPoint[] = [];
  let value = start;
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= end; time += 86_400_000) {
    const date = new Date(time);
    const day = date.getUTCDay();
    const iso = date.toISOString().slice(0, 10);
    if (day === 0 || day === 6 || fixedHolidays.has(iso.slice(5))) continue;
    if (points.length > 0) value *= 1 + drift + (random() - 0.5) * 2 * volatility;
    points.push({ date: iso, value: Math.round(value * 10_000) / 10_000 });
  }
  return points;
}

/** Every business day since 2019 (about 2,000 points): the fund chart's full history. */
export const sampleQuotaSeries = sampleSeries();

/** About a month and a half of points. */
export const sampleShortSeries = sampleSeries({ seed: 7, from: '2026-10-01', start: 1532.12 });

/** A fund that lost value over the period. */
export const sampleFallingSeries = sampleSeries({
  seed: 11,
  from: '2024-01-02',
  start: 25_431_500,
  drift: -0.0006,
});
