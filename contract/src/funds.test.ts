import { describe, expect, it } from 'vitest';
import {
  byPeriodResults,
  chartPoints,
  dailyValues,
  fundDocumentPath,
  movementReport,
} from './funds.ts';
import type { Endpoint } from './endpoint.ts';
import { fundHoldingSchema } from './ledger-schemas.ts';
import * as fundSamples from './samples/funds.ts';
import * as contract from './index.ts';

describe('the movement report query', () => {
  const query = movementReport.request;

  it('pages by pagina (1 to 9999) with an optional period of 15 days or more', () => {
    expect(query.safeParse({}).success).toBe(true);
    expect(
      query.safeParse({ pagina: '2', fechaInicio: '20260101', fechaTermino: '20260131' }).success,
    ).toBe(true);
    for (const pagina of ['0', '-1', '1.5', 'a', '10000', '']) {
      expect(query.safeParse({ pagina }).success, pagina).toBe(false);
    }
  });

  it('refuses a period under 15 days with its message', () => {
    const short = query.safeParse({ fechaInicio: '20260101', fechaTermino: '20260110' });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
    ]);
  });

  it('answers pages of 10 rows with the total', () => {
    const page = { page: 1, pageSize: 10, total: 0, rows: [] };
    expect(movementReport.response.safeParse(page).success).toBe(true);
    expect(movementReport.response.safeParse({ ...page, pageSize: 20 }).success).toBe(false);
  });
});

describe('Por Período', () => {
  it('needs both dates', () => {
    expect(byPeriodResults.request.safeParse({}).success).toBe(false);
    expect(
      byPeriodResults.request.safeParse({ fechaInicio: '20260901', fechaTermino: '20261031' })
        .success,
    ).toBe(true);
  });
});

describe('the catalogue', () => {
  it('filters values of the day by a known fund type only', () => {
    expect(dailyValues.request.safeParse({}).success).toBe(true);
    expect(dailyValues.request.safeParse({ tipo: 'balanceado' }).success).toBe(true);
    expect(dailyValues.request.safeParse({ tipo: 'cripto' }).success).toBe(false);
  });

  it('a chart has one value per date', () => {
    const chart = {
      fundId: '8004',
      seriesId: 'A',
      currency: 'CLP',
      dates: ['2019-01-02'],
      values: [],
    };
    expect(chartPoints.response.safeParse(chart).success).toBe(false);
    expect(chartPoints.response.safeParse({ ...chart, values: [1_800.1234] }).success).toBe(true);
  });

  it('names the PDFs of a fund under the API base, encoded', () => {
    expect(fundDocumentPath('8004', 'rulesOfProcedure')).toBe(
      '/ffmm/fondos/8004/reglamentoInterno.pdf',
    );
    expect(fundDocumentPath('a/b', 'informationFile')).toBe(
      '/ffmm/fondos/a%2Fb/folletoInformativo.pdf',
    );
  });
});

describe('the areas in the contract', () => {
  it('every dashboard and fund call is the profile’s, under its path family, declared once', () => {
    const areas: unknown[] = [
      ...Object.values(contract.dashboard),
      ...Object.values(contract.funds),
    ];
    const endpoints = areas.filter(
      (value): value is Endpoint =>
        typeof value === 'object' && value !== null && 'method' in value && 'access' in value,
    );
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
    for (const endpoint of endpoints) {
      expect(endpoint.access).toBe('profile');
      expect(endpoint.path).toMatch(/^\/(dashboard|ffmm)\//);
    }
    const keys = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('a holding', () => {
  it('carries its value, cost and gain in the fund’s currency', () => {
    const holding = fundSamples.holdingRowsSample[3]!;
    expect(fundHoldingSchema.safeParse(holding).success).toBe(true);
    const mixed = { ...holding, gain: { amount: 375_020, currency: 'CLP' } };
    expect(fundHoldingSchema.safeParse(mixed).success).toBe(false);
  });
});
