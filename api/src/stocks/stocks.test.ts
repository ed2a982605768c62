// Stocks through the API (issue 26, first part): the price list and its 10-second step with
// conditional requests, the schedule, a share's detail and chart, and the research portfolio
// (PGlite; PostgreSQL too).
import { apiErrorBodySchema, stocks } from '@inversiones/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { santiagoInstant } from '../market/clock.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { readEndpoint } from '../test-support/read-endpoint.ts';
import { priceBoard } from './quotes.ts';

let clock = santiagoInstant('2026-11-27', '11:00');
const demo = useDemoApp({ now: () => clock });

const list = (browser: TestBrowser) => readEndpoint(browser, stocks.list, '/bolsa/acciones');

describe('stocks', () => {
  let camila: TestBrowser;
  /** Moves the clock (hours at a time) and logs in again: a session idles out meanwhile. */
  const at = async (date: string, time: string) => {
    clock = santiagoInstant(date, time);
    camila = await demo.as(CAMILA);
  };
  beforeAll(async () => {
    camila = await demo.as(CAMILA);
  });

  it('lists every share with its price of the 10-second step; a poll within the step gets 304', async () => {
    clock += 2_000;
    const first = await camila.get('/bolsa/acciones');
    expect(first.status).toBe(200);
    // Prices are never stored by the browser; the portal keeps the last answer and its tag.
    expect(first.headers.get('cache-control')).toBe('no-store');
    const etag = first.headers.get('etag');
    const body = stocks.list.response.parse(await first.json());
    expect(body.acciones.length).toBeGreaterThanOrEqual(28);
    expect(body.horario).toMatchObject({ fecha: '2026-11-27', fase: 'abierto' });
    expect(body.hora).toBe('2026-11-27T14:00:00.000Z');
    const chile = body.acciones.find((a) => a.nemo === 'CHILE')!;
    expect(chile.minimo <= chile.precio && chile.precio <= chile.maximo).toBe(true);
    // The change is the price against the previous close, in percentage points.
    expect(chile.variacion).toBeCloseTo(
      ((chile.precio - chile.cierreAnterior) / chile.cierreAnterior) * 100,
      3,
    );
    expect(body.acciones.filter((a) => a.soloLimite).map((a) => a.nemo)).toEqual([
      'FORUS',
      'SOCOVESA',
    ]);

    clock += 5_000;
    const same = await camila.get('/bolsa/acciones', { headers: { 'If-None-Match': etag! } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');

    clock += 10_000;
    const next = await camila.get('/bolsa/acciones', { headers: { 'If-None-Match': etag! } });
    expect(next.status).toBe(200);
    expect(next.headers.get('etag')).not.toBe(etag);
    expect(stocks.list.response.parse(await next.json()).hora).toBe('2026-11-27T14:00:10.000Z');
  });

  it('serves every profile the same prices, and keeps the close once the session ends', async () => {
    await at('2026-11-27', '16:30');
    const rodrigo = await demo.as(RODRIGO, '2002');
    const [hers, his] = [await list(camila), await list(rodrigo)];
    expect(his).toEqual(hers);
    expect(hers.horario).toMatchObject({
      fase: 'cerrado',
      proximaApertura: '2026-11-30T12:30:00.000Z',
    });
    const closed = await camila.get('/bolsa/acciones');
    await at('2026-11-28', '12:00');
    // A Saturday: the same prices (Friday's closes) under a tag of its own day.
    const saturday = await list(camila);
    expect(saturday.acciones).toEqual(hers.acciones);
    expect(closed.headers.get('etag')).toBe('"2026-11-27-cerrado"');
  });

  it('answers the schedule before the opening', async () => {
    await at('2026-11-27', '08:45');
    const schedule = await readEndpoint(camila, stocks.schedule, '/bolsa/horario');
    expect(schedule).toEqual({
      fecha: '2026-11-27',
      fase: 'preApertura',
      abre: '09:30',
      cierra: '16:00',
      proximaApertura: '2026-11-27T12:30:00.000Z',
    });
  });

  it("gives a share's detail with its dividends and disclaimers, and its chart since 2019", async () => {
    await at('2026-11-27', '11:00');
    const detail = await readEndpoint(camila, stocks.detail, stocks.detailPath('CHILE'));
    expect(detail.accion.nemo).toBe('CHILE');
    expect(detail.dividendos).toHaveLength(1);
    expect(detail.dividendos[0]?.fecha).toBe('2026-03-31');
    expect(detail.disclaimers.join(' ')).toMatch(/no garantizan/);

    const chart = await readEndpoint(camila, stocks.chart, stocks.chartPath('SQM-B'));
    expect(chart.fechas[0]).toBe('2019-01-02');
    expect(chart.cierres[0]).toBe(28990);
    // In session the chart ends on the price now, as the list shows it (today's close is not known).
    expect(chart.fechas.at(-1)).toBe('2026-11-27');
    const listed = (await list(camila)).acciones.find((a) => a.nemo === 'SQM-B')!;
    expect(chart.cierres.at(-1)).toBe(listed.precio);
    const recent = await readEndpoint(
      camila,
      stocks.chart,
      `${stocks.chartPath('SQM-B')}?desde=20261101`,
    );
    expect(recent.fechas[0]).toBe('2026-11-02');
    expect(recent.cierres).toEqual(chart.cierres.slice(-recent.cierres.length));

    // Before the opening it ends on yesterday's close.
    await at('2026-11-27', '09:00');
    const early = await readEndpoint(camila, stocks.chart, stocks.chartPath('SQM-B'));
    expect(early.fechas.at(-1)).toBe('2026-11-26');
    expect(early.cierres.at(-1)).toBe(chart.cierres.at(-2));
  });

  it('refuses a ticker it does not trade or that is malformed, and a bad date', async () => {
    const unknown = await camila.get('/bolsa/acciones/NOEXISTE');
    expect(unknown.status).toBe(404);
    expect(apiErrorBodySchema.parse(await unknown.json()).message).toBe(
      stocks.stocksMessages.unknownTicker,
    );
    expect((await camila.get('/bolsa/acciones/sqm%20b/grafico')).status).toBe(404);
    expect((await camila.get('/bolsa/acciones/CHILE/grafico?desde=20260231')).status).toBe(400);
  });

  it('suggests the research portfolio of 7 shares whose weights add up to 100', async () => {
    const portfolio = await readEndpoint(
      camila,
      stocks.researchPortfolio,
      '/bolsa/research/cartera',
    );
    expect(portfolio.fecha).toBe('2026-11-01');
    expect(portfolio.acciones).toHaveLength(stocks.RESEARCH_PORTFOLIO_SIZE);
    expect(portfolio.acciones.reduce((sum, a) => sum + a.peso, 0)).toBe(100);
  });

  it('serves prices and the schedule without a session (public market data), the rest only with one', async () => {
    const headers = { channel: '1', version: '1' };
    const prices = await demo.app.request('/api/bolsa/acciones', { headers });
    expect(prices.status).toBe(200);
    expect(prices.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await demo.app.request('/api/bolsa/horario', { headers })).status).toBe(200);
    for (const path of [
      '/bolsa/acciones/CHILE',
      '/bolsa/acciones/CHILE/grafico',
      '/bolsa/research/cartera',
    ]) {
      expect((await demo.app.request(`/api${path}`, { headers })).status).toBe(401);
    }
  });

  it('computes the prices once per step however many poll', () => {
    const step = santiagoInstant('2026-11-27', '12:00');
    expect(priceBoard(step + 9_999)).toBe(priceBoard(step));
    expect(priceBoard(step + 10_000)).not.toBe(priceBoard(step));
  });
});
