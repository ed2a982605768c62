import { describe, expect, it } from 'vitest';
import { addDays } from './iso-date.ts';
import { dolarObservado, indicator, indicatorSeries, indicatorsOn } from './indicators.ts';

describe('indicators', () => {
  it('stays in plausible ranges in 2026', () => {
    const today = indicatorsOn('2026-11-27');
    expect(Number(today.uf?.value) / 100).toBeGreaterThan(39_000);
    expect(Number(today.uf?.value) / 100).toBeLessThan(40_500);
    expect(Number(today.dolarObservado?.value) / 100).toBeGreaterThan(850);
    expect(Number(today.dolarObservado?.value) / 100).toBeLessThan(1_050);
    expect(Number(today.euro?.value) / 100).toBeGreaterThan(900);
    expect(Number(today.euro?.value) / 100).toBeLessThan(1_250);
    expect(Number(today.utm?.value)).toBeGreaterThan(65_000);
    expect(Number(today.utm?.value)).toBeLessThan(73_000);
    expect(Number(today.ipsa?.value) / 100).toBeGreaterThan(7_000);
    expect(Number(today.ipsa?.value) / 100).toBeLessThan(13_000);
    expect(Number(indicator('uf', '2019-01-01')?.value) / 100).toBeCloseTo(27_565.79, 2);
  });

  it('has a UF for every calendar day, rising with inflation', () => {
    const points = indicatorSeries('uf', '2022-01-01', '2022-12-31');
    expect(points).toHaveLength(365);
    expect(points.every((p, i) => i === 0 || p.value >= points[i - 1]!.value)).toBe(true);
    expect(points[0]?.date).toBe('2022-01-01');
  });

  it('keeps the last business-day dollar over a weekend and holidays', () => {
    // Fiestas Patrias 2026: Friday 18 and Saturday 19 are holidays.
    const thursday = dolarObservado('2026-09-17');
    for (let day = '2026-09-18'; day <= '2026-09-20'; day = addDays(day, 1)) {
      expect(dolarObservado(day)).toBe(thursday);
      expect(indicator('dolarObservado', day)?.date).toBe('2026-09-17');
    }
    expect(indicator('utm', '2026-11-27')?.date).toBe('2026-11-01');
    expect(indicator('uf', '2018-12-31')).toBeUndefined();
  });
});
