import { describe, expect, it } from 'vitest';
import { findSeries, funds } from './catalogue.ts';

describe('fund catalogue', () => {
  it('covers every asset class in pesos and dollars, with unique stable ids', () => {
    expect(funds.length).toBeGreaterThanOrEqual(14);
    expect(new Set(funds.map((f) => f.assetClass)).size).toBe(6);
    expect(new Set(funds.map((f) => f.currency))).toEqual(new Set(['CLP', 'USD']));
    const ids = funds.flatMap((f) => [f.id, ...f.series.map((s) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(funds.map((f) => f.name)).toContain('Fondo Mutuo Renta Chile');
    expect(findSeries('FM-RENTA-CHILE-APV')?.series.apvOnly).toBe(true);
  });

  it('keeps every rule within its range', () => {
    for (const fund of funds) {
      expect(fund.riskLevel).toBeGreaterThanOrEqual(1);
      expect(fund.riskLevel).toBeLessThanOrEqual(7);
      expect(fund.redemptionLagDays).toBeGreaterThanOrEqual(0);
      expect(fund.redemptionLagDays).toBeLessThanOrEqual(10);
      expect(fund.cutOff).toMatch(/^\d{2}:\d{2}$/);
      expect(fund.rulesOfProcedure.fileName).toMatch(/^reglamento-interno-[a-z0-9-]+\.pdf$/);
      expect(fund.informationFile.fileName).toMatch(/^folleto-informativo-[a-z0-9-]+\.pdf$/);
      expect(fund.series.length).toBeGreaterThan(0);
      for (const series of fund.series) {
        expect(series.minimumAdditional).toBeLessThanOrEqual(series.minimumInitial);
        if (series.paysDividends) expect(fund.dividendMonths.length).toBeGreaterThan(0);
        if (!fund.investEnabled) expect(series.investEnabled).toBe(false);
      }
    }
  });
});
