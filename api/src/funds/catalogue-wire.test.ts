import { describe, expect, it } from 'vitest';
import { findFund } from '../market/catalogue.ts';
import { closeOn, latestClose, percentChange, previousClose } from './catalogue-wire.ts';
import { dailyValues } from './daily-values.ts';

const at = (instant: string) => () => Date.parse(instant);

describe("the day's close", () => {
  it('is the last business day on or before the clock, in Santiago', () => {
    expect(latestClose(at('2026-11-27T12:00:00-03:00'))).toBe('2026-11-27');
    // Saturday 19 September 2026 (Fiestas Patrias Friday 18): Thursday's close.
    expect(latestClose(at('2026-09-19T12:00:00-03:00'))).toBe('2026-09-17');
    // 02:00 UTC on Saturday is still Friday evening in Santiago.
    expect(latestClose(at('2026-11-28T02:00:00Z'))).toBe('2026-11-27');
  });

  it('compares a holiday-week close with the business day before it', () => {
    const series = findFund('FM-RENTA-CHILE')!.series[0]!;
    const close = closeOn(series, '2026-09-20');
    expect(close.date).toBe('2026-09-17');
    expect(previousClose(series, '2026-09-21').date).toBe('2026-09-17');
    const rows = dailyValues('2026-09-19', 'deudaCortoPlazo');
    expect(rows.every((row) => row.date === '2026-09-17')).toBe(true);
  });

  it('rounds variations half up to 4 decimals on the exact values', () => {
    expect(percentChange(10_000n, 10_001n)).toBe(0.01);
    expect(percentChange(30_000n, 10_000n)).toBe(-66.6667);
    expect(percentChange(30_000n, 30_000n)).toBe(0);
  });
});
