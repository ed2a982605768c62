// The devolución de comisiones through the API on a clock the tests move: a month whose filled
// orders paid the threshold in commissions is paid back once on the next month's first business
// day (read twice, one movement), a month under it pays nothing, a client sees only their own,
// and the period is checked (PGlite, or PostgreSQL with DATABASE_URL).
import {
  currentAccount,
  fundOperations as ops,
  periodMessages,
  stockOrders as so,
  stockRebates as contract,
} from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { santiagoInstant } from '../market/clock.ts';
import { parseDecimal } from '../market/money.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { errorOf } from '../test-support/error-of.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import { rebateKey, rebatePayDate } from './rebates.ts';

let now = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => now });

const TICKER = 'CENCOSUD';
const NOVEMBER = '2026-11';
const DECEMBER = '2026-12';
const pesos = (wire: number) => parseDecimal(String(wire), 0);
const clp = (amount: number) => ({ amount, currency: 'CLP' });

async function order(browser: TestBrowser, path: string, body: object) {
  const response = await browser.call('POST', path, {
    body,
    headers: { [ops.IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  });
  const answer: unknown = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  const placed = so.orderSchema.parse(answer);
  expect(placed.estado).toBe('ejecutada');
  return placed;
}

// Camila's profile is under a share's risk: her purchases carry the declaration.
const buy = (browser: TestBrowser, body: object) =>
  order(browser, so.buyConfirm.path, { aceptaPerfil: true, tipoOrden: 'mercado', ...body });
const sell = (browser: TestBrowser, body: object) =>
  order(browser, so.sellConfirm.path, { tipoOrden: 'mercado', ...body });

const rebatesOf = (browser: TestBrowser, from: string, to: string) =>
  read(
    browser,
    contract.rebates,
    `${contract.rebates.path}?fechaInicio=${from}&fechaTermino=${to}`,
  );

async function rebateMovements(month: string) {
  return demo.db.query<{ amount: string; trade_date: string; kind: string }>(
    `SELECT amount::text, to_char(trade_date, 'YYYY-MM-DD') AS trade_date, kind FROM movements
     WHERE idempotency_key = $1`,
    [rebateKey(CAMILA, month)],
  );
}

describe('the devolución de comisiones', () => {
  let novemberCommissions = 0n;

  it('a month at or over the threshold is estimated, then paid once on the next business day', async () => {
    const camila = await demo.as(CAMILA);
    // A purchase on the line and its sale the same day: two commissions over $ 50.000.
    const bought = await buy(camila, {
      nemo: TICKER,
      cantidad: 4_000,
      formaPago: 'lineaInversion',
    });
    const sold = await sell(camila, { nemo: TICKER, cantidad: 4_000 });
    novemberCommissions = pesos(bought.comision.amount) + pesos(sold.comision.amount);
    expect(novemberCommissions).toBeGreaterThanOrEqual(50_000n);
    const rebate = (novemberCommissions * 2_000n + 5_000n) / 10_000n;

    const before = await rebatesOf(camila, '20261101', '20261130');
    expect(before).toEqual({
      programa: { umbral: clp(50_000), tasa: 20 },
      mesActual: {
        mes: NOVEMBER,
        comisiones: clp(Number(novemberCommissions)),
        ordenes: 2,
        devolucionEstimada: clp(Number(rebate)),
        faltante: clp(0),
        fechaPago: '2026-12-01',
      },
      devoluciones: [],
      total: clp(0),
    });
    expect(await rebateMovements(NOVEMBER)).toEqual([]);

    // The first business day of December: paid on read, and a second read records nothing new.
    expect(rebatePayDate(NOVEMBER)).toBe('2026-12-01');
    now = santiagoInstant('2026-12-01', '10:00');
    const later = await demo.as(CAMILA);
    const first = await rebatesOf(later, '20261115', '20261215');
    const second = await rebatesOf(later, '20261115', '20261215');
    expect(second).toEqual(first);
    expect(first.devoluciones).toEqual([
      {
        folio: expect.stringMatching(/^\d+$/),
        mes: NOVEMBER,
        comisiones: clp(Number(novemberCommissions)),
        monto: clp(Number(rebate)),
        fecha: '2026-12-01',
        cuenta: '100234-03',
      },
    ]);
    expect(first.total).toEqual(clp(Number(rebate)));
    expect(first.mesActual).toMatchObject({
      mes: DECEMBER,
      comisiones: clp(0),
      ordenes: 0,
      devolucionEstimada: clp(0),
      faltante: clp(50_000),
      fechaPago: '2027-01-04',
    });
    expect(await rebateMovements(NOVEMBER)).toEqual([
      { amount: String(rebate), trade_date: '2026-12-01', kind: 'abono' },
    ]);
    // The current account shows it among its movements, in on the pay day.
    const { rows } = await read(
      later,
      currentAccount.movements,
      `${currentAccount.movements.path}?cuenta=100234-03`,
    );
    expect(rows.filter((m) => m.tradeDate === '2026-12-01')).toContainEqual(
      expect.objectContaining({
        amount: clp(Number(rebate)),
        status: 'liquidado',
        type: 'devolucionComisiones',
      }),
    );
    // Other reads of the stock data bring nothing more either.
    await read(later, so.paymentMethods, `${so.paymentMethods.path}?tipo=compra`);
    expect(await rebateMovements(NOVEMBER)).toHaveLength(1);
  });

  it('a month under the threshold pays nothing', async () => {
    now = santiagoInstant('2026-12-01', '12:00');
    const camila = await demo.as(CAMILA);
    const small = await buy(camila, { nemo: TICKER, cantidad: 10 });
    const during = await rebatesOf(camila, '20261201', '20261231');
    expect(during.mesActual).toMatchObject({
      comisiones: small.comision,
      ordenes: 1,
      devolucionEstimada: clp(0),
      faltante: clp(50_000 - small.comision.amount),
    });

    now = santiagoInstant('2027-01-04', '12:00');
    const inJanuary = await demo.as(CAMILA);
    const january = await rebatesOf(inJanuary, '20261202', '20270131');
    expect(january.devoluciones).toEqual([]);
    expect(await rebateMovements(DECEMBER)).toEqual([]);
    // November's, paid on 1 December, is still there.
    const all = await rebatesOf(inJanuary, '20261101', '20270131');
    expect(all.devoluciones.map((r) => r.mes)).toEqual([NOVEMBER]);
  });

  it("another client sees none of Camila's commissions or rebates", async () => {
    now = santiagoInstant('2026-12-01', '12:00');
    // Rodrigo acting as himself (his first profile).
    const rodrigo = await demo.as(RODRIGO, '2001');
    const seen = await rebatesOf(rodrigo, '20261101', '20261231');
    expect(seen.mesActual).toMatchObject({ comisiones: clp(0), ordenes: 0 });
    expect(seen.devoluciones).toEqual([]);
    expect(seen.total).toEqual(clp(0));
  });

  it('refuses a missing, reversed or too short period', async () => {
    const camila = await demo.as(CAMILA);
    const path = contract.rebates.path;
    expect((await errorOf(await camila.get(path), 400)).message).toBeTruthy();
    const reversed = await camila.get(`${path}?fechaInicio=20261201&fechaTermino=20261101`);
    expect(JSON.stringify(await errorOf(reversed, 400))).toContain(periodMessages.reversed);
    const short = await camila.get(`${path}?fechaInicio=20261101&fechaTermino=20261105`);
    expect(JSON.stringify(await errorOf(short, 400))).toContain(periodMessages.tooShort);
  });
});
