import { apiErrorBodySchema, funds as contract } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { funds as catalogue } from '../market/catalogue.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { catalogueMessages } from './catalogue-wire.ts';

// Friday 27 November 2026, noon in Santiago: every answer is as of this clock, not today.
const NOW = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => NOW });

const CAMILA = '12.345.678-5';
/** Rodrigo has three profiles: until he chooses one, profile calls answer 403. */
const RODRIGO = '15432198-5';

const camila = () => demo.as(CAMILA);

/** The body of a refusal, checked against the contract's error shape. */
async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return apiErrorBodySchema.parse(await response.json());
}

const seriesCount = catalogue.reduce((sum, fund) => sum + fund.series.length, 0);

describe('fund catalogue calls', () => {
  it('lists every fund, or those of one type or currency', async () => {
    const browser = await camila();
    const all = contract.fundList.response.parse(await read(await browser.get('/ffmm/fondos')));
    expect(all.funds.map((f) => f.id)).toEqual(catalogue.map((f) => f.id));
    const rentaChile = all.funds.find((f) => f.id === 'FM-RENTA-CHILE');
    expect(rentaChile).toMatchObject({ type: 'deudaCortoPlazo', currency: 'CLP', riskLevel: 2 });
    expect(rentaChile?.series.map((s) => s.id)).toEqual(['A', 'APV', 'B', 'I']);
    expect(rentaChile?.series[0]).toMatchObject({
      name: 'Serie A',
      minimumInvestment: { amount: 5_000, currency: 'CLP' },
      cutOffTime: '14:00',
      settlementDays: 1,
      annualFee: 1.4,
      apvEligible: false,
    });

    const equity = contract.fundList.response.parse(
      await read(await browser.get('/ffmm/fondos?tipo=accionesInternacionales&moneda=USD')),
    );
    expect(equity.funds.map((f) => f.id)).toEqual(['FM-ACCIONES-GLOBALES', 'FM-ACCIONES-EEUU']);
    const cash = contract.fundList.response.parse(
      await read(await browser.get('/ffmm/fondos?tipo=caja')),
    );
    expect(cash.funds).toEqual([]);
  });

  it('refuses an unknown type or currency with a Spanish 400', async () => {
    const browser = await camila();
    for (const query of ['tipo=acciones', 'moneda=ARS', `tipo=${'x'.repeat(5_000)}`, 'tipo=%00']) {
      const body = await refusal(await browser.get(`/ffmm/fondos?${query}`), 400);
      expect(body.message).toMatch(/^El campo (tipo|moneda) no es válido/);
    }
  });

  it('gives a fund with its objective, size and series, and its series alone', async () => {
    const browser = await camila();
    const detail = contract.fundDetail.response.parse(
      await read(await browser.get('/ffmm/fondos/FM-ESTRUCTURADO-BICENTENARIO')),
    );
    expect(detail).toMatchObject({ id: 'FM-ESTRUCTURADO-BICENTENARIO', type: 'deudaLargoPlazo' });
    expect(detail.objective.length).toBeGreaterThan(40);
    expect(detail.inceptionDate < '2019-01-01').toBe(true);
    expect(detail.netAssets.currency).toBe('CLP');
    expect(detail.series.every((s) => !s.investEnabled)).toBe(true);

    const series = contract.seriesList.response.parse(
      await read(await browser.get('/ffmm/fondos/FM-ACCIONES-GLOBALES/series')),
    );
    expect(series.fundId).toBe('FM-ACCIONES-GLOBALES');
    expect(series.series[0]?.minimumInvestment).toEqual({ amount: 50, currency: 'USD' });
  });

  it('answers the Spanish 404 for unknown, odd or very long fund and series ids', async () => {
    const browser = await camila();
    const paths = [
      '/ffmm/fondos/FM-NO-EXISTE',
      '/ffmm/fondos/..%2F..%2Fetc%2Fpasswd',
      `/ffmm/fondos/${'A'.repeat(3_000)}`,
      '/ffmm/fondos/constructor/series',
      '/ffmm/fondos/__proto__/cartera',
      '/ffmm/fondos/FM-NO-EXISTE/composicion',
    ];
    for (const path of paths) {
      expect((await refusal(await browser.get(path), 404)).message).toBe(
        catalogueMessages.fundNotFound,
      );
    }
    for (const series of ['Z', '..%2FA', 'a', 'FM-RENTA-CHILE-A', 'x'.repeat(2_000)]) {
      for (const call of ['valorCuota', 'grafico', 'estadisticas']) {
        const body = await refusal(
          await browser.get(`/ffmm/fondos/FM-RENTA-CHILE/series/${series}/${call}`),
          404,
        );
        expect(body.message).toBe(catalogueMessages.seriesNotFound);
      }
    }
  });

  it('gives the fund types the catalogue has', async () => {
    const browser = await camila();
    const { types } = contract.fundTypes.response.parse(
      await read(await browser.get('/ffmm/tiposFondo')),
    );
    expect(types).toEqual([
      { id: 'mercadoMonetario', name: 'Mercado Monetario' },
      { id: 'deudaCortoPlazo', name: 'Deuda Corto Plazo' },
      { id: 'deudaLargoPlazo', name: 'Deuda Largo Plazo' },
      { id: 'balanceado', name: 'Balanceado' },
      { id: 'accionesNacionales', name: 'Acciones Nacionales' },
      { id: 'accionesInternacionales', name: 'Acciones Internacionales' },
    ]);
  });

  it('proposes the Por Período range from the market calendar', async () => {
    const browser = await camila();
    const start = contract.byPeriodStart.response.parse(
      await read(await browser.get('/ffmm/porPeriodo/inicio')),
    );
    expect(start).toEqual({
      minDate: '2019-01-01',
      maxDate: '2026-11-27',
      defaultStart: '2026-10-27',
      defaultEnd: '2026-11-27',
    });
  });
});

/** The chart answer of a series (all points since 2019 unless `query`). */
async function chart(browser: TestBrowser, fundId: string, seriesId: string, query = '') {
  const response = await browser.get(`/ffmm/fondos/${fundId}/series/${seriesId}/grafico${query}`);
  expect(response.status).toBe(200);
  return contract.chartPoints.response.parse(await response.json());
}

describe('quota values', () => {
  it('gives the day close against the previous business day', async () => {
    const browser = await camila();
    const detail = contract.quotaValueDetail.response.parse(
      await read(await browser.get('/ffmm/fondos/FM-RENTA-DOLAR/series/B/valorCuota')),
    );
    expect(detail).toMatchObject({
      fundId: 'FM-RENTA-DOLAR',
      seriesId: 'B',
      currency: 'USD',
      date: '2026-11-27',
      previousDate: '2026-11-26',
    });
    const { dates, values } = await chart(browser, 'FM-RENTA-DOLAR', 'B', '?desde=20261120');
    expect(dates.slice(-2)).toEqual(['2026-11-26', '2026-11-27']);
    expect(values.slice(-2)).toEqual([detail.previousQuotaValue, detail.quotaValue]);
    const percent = (detail.quotaValue / detail.previousQuotaValue - 1) * 100;
    expect(detail.dayVariationPercent).toBeCloseTo(percent, 4);
  });

  it('lists every series in Valores del Día with returns that match the chart', async () => {
    const browser = await camila();
    const all = contract.dailyValues.response.parse(
      await read(await browser.get('/ffmm/valoresDelDia')),
    );
    expect(all.date).toBe('2026-11-27');
    expect(all.rows).toHaveLength(seriesCount);
    const row = all.rows.find((r) => r.fundId === 'FM-ACCIONES-CHILE' && r.seriesId === 'A');
    const { dates, values } = await chart(browser, 'FM-ACCIONES-CHILE', 'A', '?desde=20251101');
    const at = (date: string) => values[dates.indexOf(date)] as number;
    expect(row?.quotaValue).toBe(at('2026-11-27'));
    // Month: against the last close of October (Friday 30; Saturday 31 is a holiday anyway).
    expect(row?.monthPercent).toBeCloseTo((at('2026-11-27') / at('2026-10-30') - 1) * 100, 3);
    // Year to date: against the last close of 2025 (30 December; the 31st is a bank holiday).
    expect(row?.yearToDatePercent).toBeCloseTo((at('2026-11-27') / at('2025-12-30') - 1) * 100, 3);
    expect(row?.last12MonthsPercent).toBeCloseTo(
      (at('2026-11-27') / at('2025-11-27') - 1) * 100,
      3,
    );
    expect(row?.dayVariationPercent).toBeCloseTo(
      (at('2026-11-27') / at('2026-11-26') - 1) * 100,
      3,
    );

    const money = contract.dailyValues.response.parse(
      await read(await browser.get('/ffmm/valoresDelDia?tipo=mercadoMonetario')),
    );
    expect(new Set(money.rows.map((r) => r.type))).toEqual(new Set(['mercadoMonetario']));
    expect(money.rows.length).toBeGreaterThan(3);
    expect((await refusal(await browser.get('/ffmm/valoresDelDia?tipo=..%2F'), 400)).path).toEqual([
      'tipo',
    ]);
  });
});

describe('the quota-value chart', () => {
  it('has every Chilean business day since 2019 and no weekend or holiday', async () => {
    const browser = await camila();
    const { dates, values, currency } = await chart(browser, 'FM-DEUDA-UF', 'A');
    expect(currency).toBe('CLP');
    expect(dates[0]).toBe('2019-01-02'); // 1 January is a holiday
    expect(dates.at(-1)).toBe('2026-11-27');
    expect(dates.length).toBe(values.length);
    expect(dates.length).toBeGreaterThan(1_900);
    // Fiestas Patrias, Christmas and the 31 December bank holiday are not market days.
    for (const holiday of ['2019-09-18', '2019-09-19', '2024-12-25', '2025-12-31', '2026-09-18']) {
      expect(dates).not.toContain(holiday);
    }
    const weekend = dates.filter((d) => [0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()));
    expect(weekend).toEqual([]);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('starts at desde, and refuses a malformed one in Spanish', async () => {
    const browser = await camila();
    const since = await chart(browser, 'FM-DEUDA-UF', 'A', '?desde=20260101');
    expect(since.dates[0]).toBe('2026-01-02');
    const early = await chart(browser, 'FM-DEUDA-UF', 'A', '?desde=20000101');
    expect(early.dates[0]).toBe('2019-01-02');
    const future = await chart(browser, 'FM-DEUDA-UF', 'A', '?desde=20991231');
    expect(future).toMatchObject({ dates: [], values: [] });
    for (const desde of ['2026-01-01', '20260231', '2026011', 'abcdefgh', '9'.repeat(4_000), '']) {
      const body = await refusal(
        await browser.get(`/ffmm/fondos/FM-DEUDA-UF/series/A/grafico?desde=${desde}`),
        400,
      );
      expect(body.message).toMatch(/^El campo desde no es válido/);
      expect(body.path).toEqual(['desde']);
    }
  });

  it('answers a series quickly, and faster once its columns are built', async () => {
    const browser = await camila();
    const time = async () => {
      const started = performance.now();
      await chart(browser, 'FM-BALANCEADO-AGRESIVO', 'A');
      return performance.now() - started;
    };
    const cold = await time();
    const warm = Math.min(await time(), await time(), await time());
    console.info(
      `grafico FM-BALANCEADO-AGRESIVO A: cold ${cold.toFixed(1)} ms, warm ${warm.toFixed(1)} ms`,
    );
    expect(warm).toBeLessThan(250);
  });
});

/** Independent of the API's code: the formulas as written in the statistics' comments. */
function expectedStatistics(dates: string[], values: number[], riskFree: number[], from: string) {
  const start = dates.findLastIndex((d) => d <= from);
  const base = start < 0 ? 0 : start;
  const window = values.slice(base);
  const free = riskFree.slice(base);
  const days =
    (Date.parse(`${dates.at(-1)}T00:00:00Z`) - Date.parse(`${dates[base]}T00:00:00Z`)) / 86_400_000;
  const cagr = (v: number[]) => ((v.at(-1)! / v[0]!) ** (365 / days) - 1) * 100;
  const returns = window.slice(1).map((v, i) => v / window[i]! - 1);
  const mean = returns.reduce((a, b) => a + b, 0) / returns.length;
  const sd = Math.sqrt(returns.reduce((a, r) => a + (r - mean) ** 2, 0) / (returns.length - 1));
  const volatility = sd * Math.sqrt(252) * 100;
  let peak = 0;
  let drawdown = 0;
  for (const v of window) {
    peak = Math.max(peak, v);
    drawdown = Math.min(drawdown, (v / peak - 1) * 100);
  }
  return {
    annualizedReturn: cagr(window),
    annualizedVolatility: volatility,
    maxDrawdown: drawdown,
    sharpe: (cagr(window) - cagr(free)) / volatility,
  };
}

describe('annualized statistics', () => {
  it('match a calculation from the chart over 1, 3, 5 years and the whole history', async () => {
    const browser = await camila();
    const stats = contract.annualizedStatistics.response.parse(
      await read(await browser.get('/ffmm/fondos/FM-ACCIONES-CHILE/series/A/estadisticas')),
    );
    expect(stats.asOf).toBe('2026-11-27');
    expect(stats.windows.map((w) => [w.window, w.from, w.to])).toEqual([
      ['1a', '2025-11-27', '2026-11-27'],
      ['3a', '2023-11-27', '2026-11-27'],
      ['5a', '2021-11-27', '2026-11-27'],
      ['total', '2019-01-01', '2026-11-27'],
    ]);
    const { dates, values } = await chart(browser, 'FM-ACCIONES-CHILE', 'A');
    // The risk-free rate is the peso money-market series A over the same window.
    const riskFree = await chart(browser, 'FM-LIQUIDEZ-PESOS', 'A');
    expect(riskFree.dates).toEqual(dates);
    for (const window of stats.windows) {
      const expected = expectedStatistics(dates, values, riskFree.values, window.from);
      expect(window.annualizedReturn).toBeCloseTo(expected.annualizedReturn, 3);
      expect(window.annualizedVolatility).toBeCloseTo(expected.annualizedVolatility, 3);
      expect(window.maxDrawdown).toBeCloseTo(expected.maxDrawdown, 3);
      expect(window.sharpe).toBeCloseTo(expected.sharpe, 3);
    }
    // An equity fund fell in 2020: the whole history's drawdown is deep, volatility is not flat.
    expect(stats.windows[3]!.maxDrawdown).toBeLessThan(-10);
    expect(stats.windows[0]!.annualizedVolatility).toBeGreaterThan(5);
  });
});

describe("a fund's portfolio and composition", () => {
  it('are plausible for the fund type, sum to 100 % and never change for the same day', async () => {
    const browser = await camila();
    const book = contract.fundPortfolio.response.parse(
      await read(await browser.get('/ffmm/fondos/FM-ACCIONES-CHILE/cartera')),
    );
    expect(book.asOf).toBe('2026-10-30');
    expect(book.positions).toHaveLength(10);
    expect(book.positions.every((p) => p.instrumentType === 'Acción')).toBe(true);
    const weights = book.positions.map((p) => p.weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    expect(weights.reduce((a, b) => a + b, 0)).toBeLessThan(100);

    const composition = contract.fundComposition.response.parse(
      await read(await browser.get('/ffmm/fondos/FM-DEUDA-UF/composicion')),
    );
    for (const groups of [
      composition.byInstrumentType,
      composition.byCurrency,
      composition.byCountry,
    ]) {
      const units = groups.reduce((sum, g) => sum + Math.round(g.weight * 10_000), 0);
      expect(units).toBe(1_000_000);
    }
    expect(composition.byCurrency.map((g) => g.name)).toContain('UF');
    expect(composition.byInstrumentType.map((g) => g.name)).toContain('Caja');

    const dollar = contract.fundComposition.response.parse(
      await read(await browser.get('/ffmm/fondos/FM-LIQUIDEZ-DOLAR/composicion')),
    );
    expect(dollar.byCurrency).toEqual([{ name: 'Dólares', weight: 100 }]);
    const again = await read(await browser.get('/ffmm/fondos/FM-ACCIONES-CHILE/cartera'));
    expect(again).toEqual(book);
  });
});

describe("a fund's PDFs", () => {
  it('are real PDFs named after the fund, byte-identical on every download', async () => {
    const browser = await camila();
    const expected = {
      rulesOfProcedure: 'reglamento-interno-fondo-mutuo-renta-dolar.pdf',
      informationFile: 'folleto-informativo-fondo-mutuo-renta-dolar.pdf',
    } as const;
    for (const document of ['rulesOfProcedure', 'informationFile'] as const) {
      const path = contract.fundDocumentPath('FM-RENTA-DOLAR', document);
      const first = await browser.get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('application/pdf');
      expect(first.headers.get('content-disposition')).toBe(
        `attachment; filename="${expected[document]}"`,
      );
      const bytes = new Uint8Array(await first.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.byteLength).toBeGreaterThan(2_000);
      const second = new Uint8Array(await (await browser.get(path)).arrayBuffer());
      expect(Buffer.from(second).equals(Buffer.from(bytes))).toBe(true);
    }
    const rules = new Uint8Array(
      await (
        await browser.get(contract.fundDocumentPath('FM-RENTA-DOLAR', 'rulesOfProcedure'))
      ).arrayBuffer(),
    );
    const other = new Uint8Array(
      await (
        await browser.get(contract.fundDocumentPath('FM-RENTA-CHILE', 'rulesOfProcedure'))
      ).arrayBuffer(),
    );
    expect(Buffer.from(rules).equals(Buffer.from(other))).toBe(false);
  });

  it('answer 404 for an unknown fund and only to a session with a chosen profile', async () => {
    const browser = await camila();
    const unknown = await browser.get('/ffmm/fondos/FM-NO-EXISTE/reglamentoInterno.pdf');
    expect((await refusal(unknown, 404)).message).toBe(catalogueMessages.fundNotFound);
    const path = contract.fundDocumentPath('FM-RENTA-CHILE', 'informationFile');
    const anonymous = new TestBrowser(demo.app);
    expect((await refusal(await anonymous.get(path), 401)).message).toBe(messages.noSession);
    const rodrigo = await demo.as(RODRIGO);
    expect((await refusal(await rodrigo.get(path), 403)).message).toBe(messages.profileRequired);
    const company = await demo.as(RODRIGO, '2002');
    expect((await company.get(path)).status).toBe(200);
  });
});

describe('access to the catalogue calls', () => {
  const paths = [
    '/ffmm/fondos',
    '/ffmm/fondos/FM-RENTA-CHILE',
    '/ffmm/fondos/FM-RENTA-CHILE/series',
    '/ffmm/fondos/FM-RENTA-CHILE/series/A/valorCuota',
    '/ffmm/tiposFondo',
    '/ffmm/valoresDelDia',
    '/ffmm/fondos/FM-RENTA-CHILE/series/A/grafico',
    '/ffmm/fondos/FM-RENTA-CHILE/series/A/estadisticas',
    '/ffmm/fondos/FM-RENTA-CHILE/cartera',
    '/ffmm/fondos/FM-RENTA-CHILE/composicion',
    '/ffmm/porPeriodo/inicio',
  ];

  it('answers 401 without a session and 403 until a profile is chosen', async () => {
    const anonymous = new TestBrowser(demo.app);
    const rodrigo = await demo.as(RODRIGO);
    for (const path of paths) {
      expect((await refusal(await anonymous.get(path), 401)).message).toBe(messages.noSession);
      expect((await refusal(await rodrigo.get(path), 403)).message).toBe(messages.profileRequired);
    }
    const company = await demo.as(RODRIGO, '2002');
    for (const path of paths) expect((await company.get(path)).status).toBe(200);
  });
});
