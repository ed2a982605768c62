// The client-scoped fund calls on the seeded ledger (PGlite, or PostgreSQL with DATABASE_URL),
// checked against the tests' own arithmetic over the raw movements and the market's prices.
import { dashboard, funds, periodMessages } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { currencyDecimals, parseDecimal } from '../market/money.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_DAY, MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import { TestBrowser } from '../test-support/browser.ts';
import {
  clpOf,
  holdingsOn,
  rawMovements,
  totalClp,
  type RawMovement,
} from '../test-support/ledger-oracle.ts';

const TODAY = MARKET_TEST_DAY;
const NOW = MARKET_TEST_NOW;
const VALENTINA = '16789012-1';
const CORDILLERA_PROFILE = '2002';

const demo = useDemoApp({ now: () => NOW });

async function refused(browser: TestBrowser, path: string, status = 400) {
  const response = await browser.get(path);
  const body = (await response.json()) as { message: string; status: number };
  expect(response.status, path).toBe(status);
  expect(body.status).toBe(status);
  return body;
}

const isFund = (m: RawMovement) => m.product === 'ffmm' && m.is_fund;
const newestFirst = (a: RawMovement, b: RawMovement) =>
  b.trade_date.localeCompare(a.trade_date) || Number(b.folio) - Number(a.folio);
const minor = (money: { amount: number; currency: keyof typeof currencyDecimals }) =>
  parseDecimal(String(money.amount), currencyDecimals[money.currency]);

describe('Mis Fondos and the balance report', () => {
  it("lists Camila's fund holdings, whose total is the statement's Fondos Mutuos value", async () => {
    const camila = await demo.as(CAMILA);
    const mine = await read(camila, funds.myFunds, '/ffmm/misFondos');
    const statement = await read(camila, dashboard.statement, '/dashboard/estadoCuenta');
    const expected = holdingsOn(await rawMovements(demo.db, CAMILA), TODAY, isFund);
    expect(mine.holdings).toHaveLength(expected.length);
    expect(mine.total.amount).toBe(Number(totalClp(expected)));
    expect(mine.holdings.reduce((sum, h) => sum + h.valueClp.amount, 0)).toBe(mine.total.amount);
    expect(statement.products.find((p) => p.id === 'ffmm')?.valueClp).toEqual(mine.total);
    for (const h of mine.holdings) {
      expect(h.gain.amount).toBeCloseTo(h.value.amount - h.invested.amount, 2);
      expect(h.quotaDate <= TODAY).toBe(true);
    }
    expect(mine.byCurrency.map((m) => m.currency)).toEqual(['CLP', 'USD']);
  });

  it.each(['20240315', '20211231', '20190610'])(
    'rebuilds the balance of %s from the movements up to it and that day’s quota values',
    async (fecha) => {
      const camila = await demo.as(CAMILA);
      const date = `${fecha.slice(0, 4)}-${fecha.slice(4, 6)}-${fecha.slice(6)}`;
      const report = await read(camila, funds.balanceReport, `/ffmm/saldos?fecha=${fecha}`);
      const expected = holdingsOn(await rawMovements(demo.db, CAMILA), date, isFund);
      expect(report.date).toBe(date);
      expect(report.total.amount).toBe(Number(totalClp(expected)));
      const byKey = new Map(expected.map((h) => [`${h.number}|${h.instrument}`, h]));
      for (const h of report.holdings) {
        const own = byKey.get(`${h.accountId}|${h.fundId}-${h.seriesId}`);
        expect(own, `${h.fundId}-${h.seriesId}`).toBeDefined();
        expect(BigInt(Math.round(h.units * 10_000))).toBe(own?.units);
        expect(minor(h.value)).toBe(own?.value);
      }
      expect(report.holdings).toHaveLength(expected.length);
    },
  );

  it('refuses a future or malformed date in Spanish', async () => {
    const camila = await demo.as(CAMILA);
    for (const fecha of ['20261230', '2026-01-01', '20260230', 'hoy', '20181231']) {
      expect((await refused(camila, `/ffmm/saldos?fecha=${fecha}`)).message).toMatch(/fecha/i);
    }
  });

  it('gives account balances and groups by risk and asset class that add up to Mis Fondos', async () => {
    const camila = await demo.as(CAMILA);
    const mine = await read(camila, funds.myFunds, '/ffmm/misFondos');
    const accounts = await read(camila, funds.accountBalances, '/ffmm/cuentas/saldos');
    expect(accounts.accounts.map((a) => a.account.id)).toEqual(['100234-01']);
    expect(accounts.accounts[0]?.valueClp).toEqual(mine.total);
    expect(accounts.accounts[0]?.holdings).toBe(mine.holdings.length);
    for (const path of ['/ffmm/porNivelDeRiesgo', '/ffmm/porTipoDeActivo']) {
      const endpoint = path.endsWith('Riesgo') ? funds.byRiskLevel : funds.byAssetClass;
      const grouped = await read(camila, endpoint, path);
      expect(grouped.total).toEqual(mine.total);
      expect(grouped.groups.reduce((sum, g) => sum + g.valueClp.amount, 0)).toBe(mine.total.amount);
      expect(grouped.groups.reduce((sum, g) => sum + Math.round(g.weight * 10_000), 0)).toBe(
        1_000_000,
      );
      expect(grouped.groups.flatMap((g) => g.holdings)).toHaveLength(mine.holdings.length);
    }
  });
});

describe('Mis Movimientos', () => {
  it('pages 10 movements at a time, newest first, with the right total', async () => {
    const camila = await demo.as(CAMILA);
    const expected = (await rawMovements(demo.db, CAMILA)).filter(isFund).sort(newestFirst);
    const first = await read(camila, funds.movementReport, '/ffmm/movimientos');
    const second = await read(camila, funds.movementReport, '/ffmm/movimientos?pagina=2');
    expect(first.total).toBe(expected.length);
    expect(first.rows.map((r) => r.folio)).toEqual(expected.slice(0, 10).map((m) => m.folio));
    expect(second).toMatchObject({ page: 2, pageSize: 10, total: expected.length });
    expect(second.rows.map((r) => r.folio)).toEqual(expected.slice(10, 20).map((m) => m.folio));
    expect(first.rows.some((r) => r.pac)).toBe(true);
  });

  it('filters a period of 15 days or more, a fund and an account', async () => {
    const camila = await demo.as(CAMILA);
    const raw = (await rawMovements(demo.db, CAMILA)).filter(isFund);
    const inPeriod = raw.filter(
      (m) => m.trade_date >= '2024-01-01' && m.trade_date <= '2024-06-30',
    );
    const period = await read(
      camila,
      funds.movementReport,
      '/ffmm/movimientos?fechaInicio=20240101&fechaTermino=20240630',
    );
    expect(period.total).toBe(inPeriod.length);
    const fund = await read(
      camila,
      funds.movementReport,
      '/ffmm/movimientos?fondo=FM-ACCIONES-GLOBALES&cuenta=100234-01',
    );
    expect(fund.total).toBe(
      raw.filter((m) => m.instrument_id.startsWith('FM-ACCIONES-GLOBALES-')).length,
    );
    expect(fund.rows.every((r) => r.fundId === 'FM-ACCIONES-GLOBALES')).toBe(true);
  });

  it('refuses a period under 15 days and malformed dates or pages, in Spanish, never a 500', async () => {
    const camila = await demo.as(CAMILA);
    const short = await refused(
      camila,
      '/ffmm/movimientos?fechaInicio=20240101&fechaTermino=20240110',
    );
    expect(short.message).toContain(periodMessages.tooShort);
    const incomplete = await refused(camila, '/ffmm/movimientos?fechaInicio=20240101');
    expect(incomplete.message).toContain(periodMessages.incomplete);
    for (const query of [
      'pagina=0',
      'pagina=abc',
      'pagina=10000',
      'pagina=-1',
      'fechaInicio=2024-01-01&fechaTermino=20240630',
      'fechaInicio=20240132&fechaTermino=20240630',
      'fechaInicio=20240101&fechaTermino=99999999',
      'fondo=%27%3B%20DROP',
    ]) {
      const body = await refused(camila, `/ffmm/movimientos?${query}`);
      expect(body.message).toMatch(/[a-záéíóú]/);
    }
  });

  it("answers 404 and nothing else for another client's account", async () => {
    const rodrigo = await demo.as(RODRIGO, CORDILLERA_PROFILE);
    const foreign = await refused(rodrigo, '/ffmm/movimientos?cuenta=100234-01', 404);
    const unknown = await refused(rodrigo, '/ffmm/movimientos?cuenta=999999-99', 404);
    expect(foreign).toEqual(unknown);
    expect(JSON.stringify(foreign)).not.toMatch(/FM-|Camila|12345678/);
    // His own natural-person account is not the company's either.
    await refused(rodrigo, '/ffmm/movimientos?cuenta=100871-01', 404);
    const company = await read(rodrigo, funds.movementReport, '/ffmm/movimientos');
    expect(company.rows.every((r) => r.accountId === '300112-01')).toBe(true);
    const mine = await read(rodrigo, funds.myFunds, '/ffmm/misFondos');
    expect(mine.holdings.every((h) => h.accountId === '300112-01')).toBe(true);
    expect(mine.holdings.length).toBeGreaterThan(0);
  });
});

describe('in transit and by period', () => {
  it("shows Camila's redemption in transit until its settlement date", async () => {
    const camila = await demo.as(CAMILA);
    const { movements } = await read(camila, funds.inTransit, '/ffmm/enTransito');
    const expected = (await rawMovements(demo.db, CAMILA)).filter(
      (m) => isFund(m) && m.trade_date <= TODAY && m.settlement_date > TODAY,
    );
    expect(movements.map((m) => m.folio)).toEqual(expected.map((m) => m.folio));
    expect(movements).toHaveLength(1);
    expect(movements[0]).toMatchObject({ kind: 'rescate', fundId: 'FM-ACCIONES-CHILE' });
    const balance = await read(camila, dashboard.investBalance, '/dashboard/saldoInversion');
    expect(balance.inTransit).toContainEqual(movements[0]?.amount);
  });

  it('gives each holding’s result over a period, the totals from the movements', async () => {
    const camila = await demo.as(CAMILA);
    const answer = await read(
      camila,
      funds.byPeriodResults,
      '/ffmm/porPeriodo/resultados?fechaInicio=20250101&fechaTermino=20250630',
    );
    const raw = await rawMovements(demo.db, CAMILA);
    const start = totalClp(holdingsOn(raw, '2024-12-31', isFund));
    const end = totalClp(holdingsOn(raw, '2025-06-30', isFund));
    let flows = 0n;
    for (const m of raw) {
      if (!isFund(m) || m.trade_date < '2025-01-01' || m.trade_date > '2025-06-30') continue;
      const clp = clpOf(BigInt(m.amount), m.currency, m.trade_date);
      if (m.kind === 'aporte') flows += clp;
      if (m.kind === 'rescate') flows -= clp;
    }
    expect(answer.totalStartClp.amount).toBe(Number(start));
    expect(answer.totalEndClp.amount).toBe(Number(end));
    expect(answer.totalGainClp.amount).toBe(Number(end - start - flows));
    for (const row of answer.rows) {
      const gain =
        minor(row.endValue) -
        minor(row.startValue) -
        minor(row.contributions) +
        minor(row.redemptions);
      expect(minor(row.gain)).toBe(gain);
    }
    const short = await refused(
      camila,
      '/ffmm/porPeriodo/resultados?fechaInicio=20250101&fechaTermino=20250105',
    );
    expect(short.message).toContain(periodMessages.tooShort);
    await refused(camila, '/ffmm/porPeriodo/resultados');
  });
});

describe('a new client', () => {
  it('gets empty, valid answers from every fund call', async () => {
    const valentina = await demo.as(VALENTINA);
    expect(await read(valentina, funds.myFunds, '/ffmm/misFondos')).toMatchObject({
      holdings: [],
      total: { amount: 0 },
      byCurrency: [],
    });
    expect(await read(valentina, funds.balanceReport, '/ffmm/saldos?fecha=20250101')).toMatchObject(
      {
        holdings: [],
      },
    );
    expect(await read(valentina, funds.movementReport, '/ffmm/movimientos')).toEqual({
      page: 1,
      pageSize: 10,
      total: 0,
      rows: [],
    });
    expect(await read(valentina, funds.inTransit, '/ffmm/enTransito')).toEqual({ movements: [] });
    expect(await read(valentina, funds.accountBalances, '/ffmm/cuentas/saldos')).toEqual({
      date: TODAY,
      accounts: [],
    });
    expect(
      await read(
        valentina,
        funds.byPeriodResults,
        '/ffmm/porPeriodo/resultados?fechaInicio=20250101&fechaTermino=20250630',
      ),
    ).toMatchObject({ rows: [], totalGainClp: { amount: 0 } });
    for (const path of ['/ffmm/porNivelDeRiesgo', '/ffmm/porTipoDeActivo']) {
      expect(await read(valentina, funds.byRiskLevel, path)).toMatchObject({ groups: [] });
    }
  });

  it('answers 401 without a session and 403 before a profile is chosen', async () => {
    const anonymous = new TestBrowser(demo.app);
    expect((await anonymous.get('/ffmm/misFondos')).status).toBe(401);
    const undecided = await demo.as(RODRIGO);
    expect((await undecided.get('/ffmm/movimientos')).status).toBe(403);
  });
});
