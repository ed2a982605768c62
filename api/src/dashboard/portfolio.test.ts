// The home's client-scoped calls on the seeded ledger (PGlite, or PostgreSQL with DATABASE_URL),
// checked against the tests' own arithmetic over the raw movements and the market's prices.
import { dashboard, funds, periodMessages } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { previousBusinessDay } from '../market/calendar.ts';
import { CAMILA, CORDILLERA, PACIFICO, RODRIGO } from '../ledger/demo-ledger.ts';
import { cancelMovement, recordMovement } from '../ledger/movement.ts';
import { quotaValue } from '../market/prices.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_DAY, MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import { TestBrowser } from '../test-support/browser.ts';
import {
  dietz,
  holdingsOn,
  rawMovements,
  totalClp,
  type RawMovement,
} from '../test-support/ledger-oracle.ts';

const TODAY = MARKET_TEST_DAY;
const NOW = MARKET_TEST_NOW;
const VALENTINA = '16789012-1';
const CORDILLERA_PROFILE = '2002';

let clock = NOW;
const demo = useDemoApp({ now: () => clock });

/** Sum of wire weights in ten-thousandths of a point (exact). */
const weightSum = (slices: { weight: number }[]) =>
  slices.reduce((sum, s) => sum + Math.round(s.weight * 10_000), 0);
const clpSum = (items: { valueClp: { amount: number } }[]) =>
  items.reduce((sum, s) => sum + s.valueClp.amount, 0);

describe('statement and portfolio', () => {
  it('gives Camila a total equal to her holdings, Mis Fondos and the other products, to the peso', async () => {
    const camila = await demo.as(CAMILA);
    const statement = await read(camila, dashboard.statement, '/dashboard/estadoCuenta');
    const portfolio = await read(camila, dashboard.portfolio, '/dashboard/cartera');
    const myFunds = await read(camila, funds.myFunds, '/ffmm/misFondos');
    const expected = totalClp(holdingsOn(await rawMovements(demo.db, CAMILA), TODAY));

    expect(statement.date).toBe(TODAY);
    expect(statement.total.amount).toBe(Number(expected));
    expect(portfolio.total.amount).toBe(Number(expected));
    expect(clpSum(portfolio.holdings)).toBe(Number(expected));
    expect(clpSum(statement.products)).toBe(Number(expected));
    for (const slices of [portfolio.byProduct, portfolio.byAssetClass, portfolio.byCurrency]) {
      expect(clpSum(slices)).toBe(Number(expected));
      expect(weightSum(slices)).toBe(1_000_000);
    }
    expect(weightSum(statement.products)).toBe(1_000_000);
    const ffmm = statement.products.find((p) => p.id === 'ffmm');
    expect(ffmm?.valueClp.amount).toBe(myFunds.total.amount);
    const others = statement.products.filter((p) => p.id !== 'ffmm');
    expect(myFunds.total.amount + clpSum(others)).toBe(statement.total.amount);
    expect(new Set(statement.products.map((p) => p.id))).toEqual(
      new Set(['ffmm', 'apv', 'acciones', 'ccm']),
    );
    expect(ffmm?.byCurrency.map((m) => m.currency)).toEqual(['CLP', 'USD']);
    expect(statement.dollarRate.value).toBeGreaterThan(500);
  });

  it("gives the day's variation against the previous business day's close", async () => {
    const camila = await demo.as(CAMILA);
    const statement = await read(camila, dashboard.statement, '/dashboard/estadoCuenta');
    const movements = await rawMovements(demo.db, CAMILA);
    const previous = totalClp(holdingsOn(movements, previousBusinessDay(TODAY)));
    const today = totalClp(holdingsOn(movements, TODAY));
    expect(statement.dayVariation.amount).toBe(Number(today - previous));
    expect(statement.dayVariationPercent).toBeCloseTo(
      (Number(today - previous) / Number(previous)) * 100,
      4,
    );
  });
});

describe('one instant for the whole home', () => {
  it("prices the split and the period's end at the statement's instant while her shares move", async () => {
    const camila = await demo.as(CAMILA);
    const statement = await read(camila, dashboard.statement, '/dashboard/estadoCuenta');
    expect(statement.valuedAt).toBe(new Date(NOW).toISOString());
    try {
      // The next 10-s step at which the market moves her shares.
      let moved = statement;
      for (let step = 1; step <= 30 && moved.total.amount === statement.total.amount; step++) {
        clock = NOW + step * 10_000;
        moved = await read(camila, dashboard.statement, '/dashboard/estadoCuenta');
      }
      expect(moved.total.amount).not.toBe(statement.total.amount);

      const at = `valuadoAl=${encodeURIComponent(statement.valuedAt)}`;
      const portfolio = await read(camila, dashboard.portfolio, `/dashboard/cartera?${at}`);
      expect(portfolio.valuedAt).toBe(statement.valuedAt);
      expect(portfolio.total.amount).toBe(statement.total.amount);
      const period = await read(
        camila,
        dashboard.profitability,
        `/dashboard/rentabilidad?periodo=${encodeURIComponent('Año en Curso')}&${at}`,
      );
      expect(period.endValue.amount).toBe(statement.total.amount);

      // Asked without an instant, or with one outside the last 10 minutes: the present.
      const present = await read(camila, dashboard.portfolio, '/dashboard/cartera');
      expect(present.total.amount).toBe(moved.total.amount);
      for (const instant of [clock - 11 * 60_000, clock + 60_000]) {
        const query = `valuadoAl=${encodeURIComponent(new Date(instant).toISOString())}`;
        const answer = await read(camila, dashboard.portfolio, `/dashboard/cartera?${query}`);
        expect(answer.valuedAt).toBe(new Date(clock).toISOString());
        expect(answer.total.amount).toBe(moved.total.amount);
      }
    } finally {
      clock = NOW;
    }
  });

  it('refuses an instant that is not one, in Spanish', async () => {
    const camila = await demo.as(CAMILA);
    const response = await camila.get('/dashboard/cartera?valuadoAl=ayer');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      `El campo valuadoAl no es válido: ${dashboard.VALUED_AT_INVALID}`,
    );
  });
});

describe('profitability', () => {
  const periods = [
    ['Año en Curso', '', '2026-01-01', TODAY],
    ['Últimos 12 Meses', '', '2025-11-28', TODAY],
    ['Mes en Curso', '', '2026-11-01', TODAY],
    [
      'Período Seleccionado',
      '&fechaInicio=20230315&fechaTermino=20250610',
      '2023-03-15',
      '2025-06-10',
    ],
  ] as const;

  it.each(periods)(
    'matches Modified Dietz from the movements for %s',
    async (periodo, extra, from, to) => {
      const camila = await demo.as(CAMILA);
      const answer = await read(
        camila,
        dashboard.profitability,
        `/dashboard/rentabilidad?periodo=${encodeURIComponent(periodo)}${extra}`,
      );
      const movements = await rawMovements(demo.db, CAMILA);
      const expected = dietz(movements, from, to);
      expect(answer).toMatchObject({ periodo, startDate: from, endDate: to });
      expect(answer.startValue.amount).toBe(Number(expected.startValue));
      expect(answer.endValue.amount).toBe(Number(expected.endValue));
      expect(answer.netContributions.amount).toBe(Number(expected.netFlows));
      expect(answer.gain.amount).toBe(Number(expected.gain));
      expect(Math.abs(answer.percent - expected.percent)).toBeLessThanOrEqual(0.0001);
      for (const product of answer.byProduct) {
        const own = dietz(movements, from, to, (m: RawMovement) => m.product === product.product);
        expect(product.gain.amount).toBe(Number(own.gain));
        expect(Math.abs(product.percent - own.percent)).toBeLessThanOrEqual(0.0001);
      }
      expect(answer.byProduct.reduce((sum, p) => sum + p.gain.amount, 0)).toBe(answer.gain.amount);
    },
  );

  it('refuses a selected period under 15 days, and malformed dates, in Spanish', async () => {
    const camila = await demo.as(CAMILA);
    const short = await camila.get(
      `/dashboard/rentabilidad?periodo=${encodeURIComponent('Período Seleccionado')}&fechaInicio=20260101&fechaTermino=20260110`,
    );
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toContain(
      periodMessages.tooShort,
    );
    for (const query of [
      `periodo=${encodeURIComponent('Período Seleccionado')}&fechaInicio=2026-01-01&fechaTermino=20260301`,
      `periodo=${encodeURIComponent('Período Seleccionado')}&fechaInicio=20260231&fechaTermino=20260331`,
      `periodo=${encodeURIComponent('Período Seleccionado')}&fechaInicio=20261101&fechaTermino=20271231`,
      'periodo=Siempre',
    ]) {
      const response = await camila.get(`/dashboard/rentabilidad?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/[a-záéíóú]/);
    }
  });
});

describe('scoping to the contextualised profile', () => {
  it('shows Rodrigo acting for Inversiones Cordillera only the company', async () => {
    const rodrigo = await demo.as(RODRIGO, CORDILLERA_PROFILE);
    const { accounts } = await read(rodrigo, dashboard.accounts, '/dashboard/cuentas');
    expect(accounts.map((a) => a.id).sort()).toEqual(['300112-01', '300112-02']);
    const statement = await read(rodrigo, dashboard.statement, '/dashboard/estadoCuenta');
    const company = totalClp(holdingsOn(await rawMovements(demo.db, CORDILLERA), TODAY));
    expect(statement.total.amount).toBe(Number(company));
    const portfolio = await read(rodrigo, dashboard.portfolio, '/dashboard/cartera');
    expect(portfolio.holdings.every((h) => h.accountId.startsWith('300112-'))).toBe(true);
    const recent = await read(rodrigo, dashboard.fundMovements, '/dashboard/movimientosFondos');
    expect(recent.movements.every((m) => m.accountId === '300112-01')).toBe(true);
  });

  it('answers 401 without a session and 403 before a profile is chosen', async () => {
    const anonymous = new TestBrowser(demo.app);
    for (const path of ['/dashboard/estadoCuenta', '/dashboard/cartera', '/dashboard/cuentas']) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    const undecided = await demo.as(RODRIGO);
    for (const path of ['/dashboard/estadoCuenta', '/dashboard/saldoInversion']) {
      expect((await undecided.get(path)).status).toBe(403);
    }
  });
});

describe('balances reused between calls', () => {
  it('follow a movement written or cancelled behind the API, at once', async () => {
    const rodrigo = await demo.as(RODRIGO, '2003');
    const total = async () =>
      (await read(rodrigo, dashboard.statement, '/dashboard/estadoCuenta')).total.amount;
    const expected = async () =>
      Number(totalClp(holdingsOn(await rawMovements(demo.db, PACIFICO), TODAY)));
    const before = await total();
    expect(before).toBe(await expected());
    const [account] = await demo.db.query<{ id: number }>(
      `SELECT id FROM ledger_accounts WHERE number = '300245-01'`,
    );
    const price = quotaValue('FM-LIQUIDEZ-PESOS-B', TODAY) as bigint;
    const { folio } = await recordMovement(demo.db, {
      accountId: account?.id as number,
      instrumentId: 'FM-LIQUIDEZ-PESOS-B',
      kind: 'aporte',
      tradeDate: TODAY,
      settlementDate: TODAY,
      units: (5_000_000n * 100_000_000n) / price,
      price,
      amount: 5_000_000n,
      currency: 'CLP',
      status: 'liquidado',
      idempotencyKey: 'test:cache:aporte',
      actedBy: RODRIGO,
      createdAt: NOW,
    });
    const after = await total();
    expect(after).toBe(await expected());
    expect(after - before).toBeGreaterThan(4_999_000);
    expect(await cancelMovement(demo.db, PACIFICO, folio)).toBe(true);
    expect(await total()).toBe(before);
  });
});

describe('invest balance, movements and checkinvestment', () => {
  it("counts Camila's redemption in transit and her current-account cash", async () => {
    const camila = await demo.as(CAMILA);
    const balance = await read(camila, dashboard.investBalance, '/dashboard/saldoInversion');
    const detail = await read(camila, dashboard.investDetail, '/dashboard/detalleInversion');
    const movements = await rawMovements(demo.db, CAMILA);
    const inTransit = movements.filter(
      (m) => m.kind === 'rescate' && m.trade_date <= TODAY && m.settlement_date > TODAY,
    );
    expect(inTransit).toHaveLength(1);
    expect(balance.inTransit).toEqual([{ amount: Number(inTransit[0]?.amount), currency: 'CLP' }]);
    const cash = holdingsOn(movements, TODAY, (m) => m.product === 'ccm');
    expect(balance.available).toEqual(
      cash.map((h) => ({
        amount: Number(h.value) / (h.currency === 'CLP' ? 1 : 100),
        currency: h.currency,
      })),
    );
    for (const field of ['available', 'inTransit'] as const) {
      for (const total of balance[field]) {
        const rows = detail.accounts.filter((a) => a[field].currency === total.currency);
        expect(rows.reduce((sum, a) => sum + a[field].amount * 100, 0)).toBeCloseTo(
          total.amount * 100,
          6,
        );
      }
    }
  });

  it('lists her five latest fund movements, newest first', async () => {
    const camila = await demo.as(CAMILA);
    const { movements } = await read(
      camila,
      dashboard.fundMovements,
      '/dashboard/movimientosFondos',
    );
    const expected = (await rawMovements(demo.db, CAMILA))
      .filter((m) => m.product === 'ffmm' && m.is_fund)
      .sort((a, b) => b.trade_date.localeCompare(a.trade_date) || Number(b.folio) - Number(a.folio))
      .slice(0, 5);
    expect(movements.map((m) => m.folio)).toEqual(expected.map((m) => m.folio));
    expect(movements.some((m) => m.status === 'enTransito')).toBe(true);
  });

  it('tells who may invest: a person yes, a company supervisor no', async () => {
    const camila = await demo.as(CAMILA);
    expect(await read(camila, dashboard.checkInvestment, '/dashboard/checkinvestment')).toEqual({
      hasInvestments: true,
      canInvest: true,
      reason: null,
    });
    const supervisor = await demo.as(RODRIGO, CORDILLERA_PROFILE);
    const answer = await read(supervisor, dashboard.checkInvestment, '/dashboard/checkinvestment');
    expect(answer).toMatchObject({ hasInvestments: true, canInvest: false });
    expect(answer.reason).toMatch(/operador/);
  });
});

describe('a new client', () => {
  it('gets empty, valid answers from every call', async () => {
    const valentina = await demo.as(VALENTINA);
    const statement = await read(valentina, dashboard.statement, '/dashboard/estadoCuenta');
    expect(statement).toMatchObject({
      total: { amount: 0 },
      dayVariation: { amount: 0 },
      products: [],
    });
    const portfolio = await read(valentina, dashboard.portfolio, '/dashboard/cartera');
    expect(portfolio).toMatchObject({
      holdings: [],
      byProduct: [],
      byAssetClass: [],
      byCurrency: [],
    });
    for (const periodo of ['Año en Curso', 'Mes en Curso']) {
      const answer = await read(
        valentina,
        dashboard.profitability,
        `/dashboard/rentabilidad?periodo=${encodeURIComponent(periodo)}`,
      );
      expect(answer).toMatchObject({ gain: { amount: 0 }, percent: 0, byProduct: [] });
    }
    expect(await read(valentina, dashboard.accounts, '/dashboard/cuentas')).toEqual({
      accounts: [],
    });
    expect(await read(valentina, dashboard.investBalance, '/dashboard/saldoInversion')).toEqual({
      date: TODAY,
      available: [],
      inTransit: [],
    });
    expect(await read(valentina, dashboard.investDetail, '/dashboard/detalleInversion')).toEqual({
      date: TODAY,
      accounts: [],
    });
    expect(await read(valentina, dashboard.fundMovements, '/dashboard/movimientosFondos')).toEqual({
      movements: [],
    });
    expect(await read(valentina, dashboard.checkInvestment, '/dashboard/checkinvestment')).toEqual({
      hasInvestments: false,
      canInvest: true,
      reason: null,
    });
  });
});
