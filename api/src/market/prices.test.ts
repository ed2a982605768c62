import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isBusinessDay } from './calendar.ts';
import { funds, seriesOf } from './catalogue.ts';
import { dividends, FIRST_CLOSE, quotaPoint, quotaValue, quotaValues } from './prices.ts';

const dailyChanges = (seriesId: string, from: string, to: string) => {
  const points = quotaValues(seriesId, from, to);
  return points.slice(1).map((p, i) => Number(p.value) / Number(points[i]!.value) - 1);
};

describe('quota values', () => {
  it('has a close on every business day since 2 January 2019 and none on other days', () => {
    const points = quotaValues('FM-RENTA-CHILE-A', '2019-01-01', '2026-11-27');
    expect(points[0]?.date).toBe(FIRST_CLOSE);
    expect(points.at(-1)?.date).toBe('2026-11-27');
    expect(points.every((p) => isBusinessDay(p.date) && p.value > 0n)).toBe(true);
    expect(points.map((p) => p.date)).not.toContain('2026-09-18');
    expect(quotaValue('FM-RENTA-CHILE-A', '2018-12-31')).toBeUndefined();
  });

  it('gives the last close before a weekend or holiday', () => {
    // Fiestas Patrias 2026: Friday 18 and Saturday 19, then Sunday.
    const thursday = quotaValue('FM-ACCIONES-CHILE-A', '2026-09-17');
    expect(quotaValue('FM-ACCIONES-CHILE-A', '2026-09-18')).toBe(thursday);
    expect(quotaValue('FM-ACCIONES-CHILE-A', '2026-09-20')).toBe(thursday);
    expect(quotaPoint('FM-ACCIONES-CHILE-A', '2026-09-20')?.date).toBe('2026-09-17');
    expect(quotaValue('FM-ACCIONES-CHILE-A', '2026-09-21')).not.toBe(thursday);
  });

  it('moves money market funds slowly upwards and equity funds widely', () => {
    const moneyMarket = dailyChanges('FM-LIQUIDEZ-PESOS-A', '2024-01-01', '2025-12-31');
    const equity = dailyChanges('FM-ACCIONES-CHILE-A', '2024-01-01', '2025-12-31');
    const share = (xs: number[], f: (x: number) => boolean) => xs.filter(f).length / xs.length;
    expect(share(moneyMarket, (x) => x > 0)).toBeGreaterThan(0.95);
    expect(Math.max(...moneyMarket.map(Math.abs))).toBeLessThan(0.001);
    expect(share(equity, (x) => x < 0)).toBeGreaterThan(0.3);
    expect(Math.max(...equity.map(Math.abs))).toBeGreaterThan(0.02);
  });

  it('charges lower fees to institutional series: series I grows more than series A', () => {
    const growth = (id: string) =>
      Number(quotaValue(id, '2026-11-27')) / Number(quotaValue(id, FIRST_CLOSE));
    expect(growth('FM-BALANCEADO-MODERADO-I')).toBeGreaterThan(growth('FM-BALANCEADO-MODERADO-A'));
  });

  it('pays dividends only in dividend series, on the last business day of the fund months', () => {
    for (const fund of funds) {
      for (const series of fund.series) {
        const paid = dividends(series.id, '2019-01-01', '2026-11-27');
        if (!series.paysDividends) expect(paid).toEqual([]);
        for (const dividend of paid) {
          expect(fund.dividendMonths).toContain(Number(dividend.date.slice(5, 7)));
          expect(dividend.perUnit).toBeGreaterThan(0n);
        }
      }
    }
    const quarterly = dividends('FM-RENTA-DOLAR-B', '2025-01-01', '2025-12-31');
    expect(quarterly.map((d) => d.date)).toEqual([
      '2025-03-31',
      '2025-06-30',
      '2025-09-30',
      '2025-12-30', // 31 December is a bank holiday
    ]);
    // The dividend comes out of the quota value: about 3,5% / 4 of it.
    const [first] = quarterly;
    const close = quotaValue('FM-RENTA-DOLAR-B', first!.date)!;
    const share = Number(first!.perUnit) / Number(close + first!.perUnit);
    expect(share).toBeCloseTo(0.035 / 4, 4);
    expect(seriesOf('FM-RENTA-DOLAR-B').series.paysDividends).toBe(true);
  });

  it('is the same in another process that asks for one date only (a pure function of the seed)', () => {
    const prices = fileURLToPath(new URL('./prices.ts', import.meta.url));
    const code = `import { quotaValue } from ${JSON.stringify(prices)};
      console.log(String(quotaValue('FM-ACCIONES-GLOBALES-A', '2023-05-15')));`;
    const other = execFileSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', code],
      // tsx is the api package's dependency: resolve it from there, whatever vitest's folder.
      { encoding: 'utf8', cwd: fileURLToPath(new URL('../..', import.meta.url)) },
    ).trim();
    quotaValue('FM-ACCIONES-GLOBALES-A', '2026-11-27');
    expect(other).toBe(String(quotaValue('FM-ACCIONES-GLOBALES-A', '2023-05-15')));
  });
});
