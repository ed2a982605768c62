// The investment line through the API: what it lends is what the purchases paid with it took (a
// fill draws the total into the current account, which pays it), a pending one sets its total
// aside, a purchase beyond the line is refused, and a request for a larger line waits for the
// credit committee, one at a time (PGlite, or PostgreSQL with DATABASE_URL).
import {
  fundOperations as ops,
  investmentLines as contract,
  stockOrders as so,
} from '@inversiones/contract';
import { formatCurrency } from '@inversiones/es-cl';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { parseDecimal } from '../market/money.ts';
import { stockQuote } from '../market/stock-prices.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { errorOf } from '../test-support/error-of.ts';
import { MARKET_TEST_DAY, MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import { orderFigures } from '../stock-orders/tariff.ts';
import { DEMO_LINE, seedDemoLine } from './demo-line.ts';
import { investmentLineApiMessages as m } from './messages.ts';

let now = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => now });
beforeEach(() => {
  now = MARKET_TEST_NOW;
});

const TICKER = 'CENCOSUD';
const pesos = (wire: number) => parseDecimal(String(wire), 0);
const shown = (amount: bigint) => formatCurrency(Number(amount), 'CLP');

const post = (browser: TestBrowser, path: string, body: unknown) =>
  browser.call('POST', path, { body, headers: { [ops.IDEMPOTENCY_KEY_HEADER]: randomUUID() } });

const lineOf = (browser: TestBrowser) =>
  read(browser, contract.investmentLine, contract.investmentLine.path);

async function ways(browser: TestBrowser) {
  const { formas } = await read(
    browser,
    so.paymentMethods,
    `${so.paymentMethods.path}?tipo=compra`,
  );
  return Object.fromEntries(formas.map((f) => [f.id, pesos(f.disponible.amount)]));
}

const onLine = (body: object) => ({ formaPago: 'lineaInversion', aceptaPerfil: true, ...body });

describe('the investment line', () => {
  it('pays a purchase: the line lends its total, the current account only passes it through', async () => {
    const camila = await demo.as(CAMILA);
    const { linea, solicitud } = await lineOf(camila);
    expect(linea).toEqual({
      numero: DEMO_LINE.number,
      monto: { amount: 10_000_000, currency: 'CLP' },
      utilizado: { amount: 0, currency: 'CLP' },
      disponible: { amount: 10_000_000, currency: 'CLP' },
      tasaMensual: 0.85,
      vencimiento: expect.stringMatching(/^2027-/),
      vigente: true,
    });
    expect(solicitud).toBeNull();
    const before = await ways(camila);
    expect(before.lineaInversion).toBe(10_000_000n);

    const response = await post(
      camila,
      so.buyConfirm.path,
      onLine({ nemo: TICKER, cantidad: 100, tipoOrden: 'mercado' }),
    );
    const order = so.orderSchema.parse(await response.json());
    expect(order).toMatchObject({ estado: 'ejecutada', formaPago: 'lineaInversion' });
    const total = orderFigures('compra', 100, stockQuote(TICKER, now).last).total;
    expect(pesos(order.total.amount)).toBe(total);

    const after = await lineOf(camila);
    expect(pesos(after.linea!.utilizado.amount)).toBe(total);
    expect(pesos(after.linea!.disponible.amount)).toBe(10_000_000n - total);
    const left = await ways(camila);
    expect(left).toEqual({
      cuentaCorriente: before.cuentaCorriente,
      lineaInversion: 10_000_000n - total,
    });
    // The draw and the payment, both in the current account's movements, the same total.
    const moved = await demo.db.query<{ kind: string; amount: string }>(
      `SELECT kind, amount::text FROM movements WHERE idempotency_key LIKE $1 ORDER BY id`,
      [`stock:${order.folio}:%`],
    );
    expect(moved).toEqual([
      { kind: 'compra', amount: String(order.montoBruto.amount) },
      { kind: 'abono', amount: String(total) },
      { kind: 'cargo', amount: String(total) },
    ]);
  });

  it('a pending purchase sets its total aside from the line, not the cash; beyond it is refused', async () => {
    const camila = await demo.as(CAMILA);
    const before = await ways(camila);
    const quote = stockQuote(TICKER, now);
    // A limit well under the price: it waits.
    const limit = Number(((quote.previousClose * 85n) / 100n / 100n) * 100n) / 10_000;
    const pending = so.orderSchema.parse(
      await (
        await post(
          camila,
          so.buyConfirm.path,
          onLine({ nemo: TICKER, cantidad: 1_000, tipoOrden: 'limite', precioLimite: limit }),
        )
      ).json(),
    );
    expect(pending.estado).toBe('pendiente');
    const reserved = pesos(pending.total.amount);
    expect(await ways(camila)).toEqual({
      cuentaCorriente: before.cuentaCorriente,
      lineaInversion: before.lineaInversion! - reserved,
    });

    const free = before.lineaInversion! - reserved;
    const shares = Number((free * 10_000n) / quote.last) + 1;
    const beyond = await post(
      camila,
      so.buyConfirm.path,
      onLine({ nemo: TICKER, cantidad: shares, tipoOrden: 'mercado' }),
    );
    const needed = orderFigures('compra', shares, quote.last).total;
    expect((await errorOf(beyond, 422)).message).toBe(m.noLineBalance(shown(free), shown(needed)));

    // Cancelled, it frees the line again.
    expect((await camila.call('DELETE', so.deleteOrderPath(pending.folio))).status).toBe(200);
    expect((await ways(camila)).lineaInversion).toBe(before.lineaInversion);
  });

  it('an expired line lends nothing and says so', async () => {
    now = Date.parse('2028-01-10T12:00:00-03:00');
    const camila = await demo.as(CAMILA);
    const { linea } = await lineOf(camila);
    expect(linea).toMatchObject({ disponible: { amount: 0 }, vigente: false });
    expect(Object.keys(await ways(camila))).toEqual(['cuentaCorriente']);
    const refused = await post(
      camila,
      so.buyConfirm.path,
      onLine({ nemo: TICKER, cantidad: 1, tipoOrden: 'mercado' }),
    );
    expect((await errorOf(refused, 422)).message).toMatch(/^Su línea de inversión venció el /);
  });
  it('is not offered, nor taken, when the client has none', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    expect(await lineOf(rodrigo)).toEqual({ linea: null, solicitud: null });
    await demo.db.query('DELETE FROM investment_lines WHERE owner_rut = $1', [CAMILA]);
    const camila = await demo.as(CAMILA);
    expect(Object.keys(await ways(camila))).toEqual(['cuentaCorriente']);
    const refused = await post(
      camila,
      so.buyConfirm.path,
      onLine({ nemo: TICKER, cantidad: 1, tipoOrden: 'mercado' }),
    );
    expect((await errorOf(refused, 422)).message).toBe(m.noLine);
  });
});

describe('a request for a line', () => {
  // Each test starts with Camila's line and no request in evaluation (the committee answered).
  beforeEach(async () => {
    await seedDemoLine(demo.db, MARKET_TEST_DAY);
    await demo.db.query(`UPDATE investment_line_requests SET state = 'aprobada'`);
  });

  it('asks for a larger line, one request at a time, within the limits', async () => {
    const camila = await demo.as(CAMILA);
    const smaller = await post(camila, contract.requestLine.path, { monto: 10_000_000 });
    expect((await errorOf(smaller, 422)).message).toBe(m.notLarger(shown(10_000_000n)));
    for (const monto of [15_050_000, 500_000, 300_000_000, 12_000_000.5, '15000000']) {
      const bad = await post(camila, contract.requestLine.path, { monto });
      expect(bad.status, String(monto)).toBe(400);
    }
    const extra = await post(camila, contract.requestLine.path, { monto: 15_000_000, x: 1 });
    expect(extra.status).toBe(400);

    const sent = await post(camila, contract.requestLine.path, { monto: 15_000_000 });
    expect(sent.status).toBe(200);
    const request = contract.lineRequestSchema.parse(await sent.json());
    expect(request).toMatchObject({
      monto: { amount: 15_000_000, currency: 'CLP' },
      estado: 'enEvaluacion',
      fecha: new Date(now).toISOString(),
    });
    expect((await lineOf(camila)).solicitud).toEqual(request);

    const again = await post(camila, contract.requestLine.path, { monto: 20_000_000 });
    expect((await errorOf(again, 409)).message).toBe(m.pending(shown(15_000_000n)));
  });

  it('two requests at once: one enters, the other is told of it', async () => {
    const camila = await demo.as(CAMILA);
    const answers = await Promise.all(
      [12_000_000, 13_000_000].map((monto) => post(camila, contract.requestLine.path, { monto })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [{ n }] = (await demo.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM investment_line_requests
       WHERE owner_rut = $1 AND state = 'enEvaluacion'`,
      [CAMILA],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("a company's supervisor may not ask; a client without a current account is told why", async () => {
    const supervisor = await demo.as(RODRIGO, '2002');
    const denied = await post(supervisor, contract.requestLine.path, { monto: 5_000_000 });
    expect(denied.status).toBe(403);
    const rodrigo = await demo.as(RODRIGO, '2001');
    const noAccount = await post(rodrigo, contract.requestLine.path, { monto: 5_000_000 });
    expect((await errorOf(noAccount, 422)).message).toBe(m.noCurrentAccount);
  });
});
