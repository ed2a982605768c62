// Share orders through the API on a clock the tests move: the tariff, a market purchase that
// fills at the price of the moment and moves the shares and the money once per key, a limit
// order that fills when the price path reaches it, one that expires at the close, a scheduled
// one that fills at the next opening, the delete, and every refusal (PGlite, or PostgreSQL with
// DATABASE_URL).
import { dashboard, fundOperations as ops, stockOrders as so } from '@inversiones/contract';
import { formatCurrency, formatInstant } from '@inversiones/es-cl';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { santiagoInstant } from '../market/clock.ts';
import { divide, parseDecimal, PRICE_DECIMALS, rescale, toWireNumber } from '../market/money.ts';
import {
  nextOpening,
  PRICE_STEP_MS,
  sessionPath,
  stockDividends,
  stockQuote,
} from '../market/stock-prices.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { errorOf } from '../test-support/error-of.ts';
import { pdfText } from '../test-support/pdf-text.ts';
import { MARKET_TEST_DAY, MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import { stockOrderApiMessages as m } from './messages.ts';
import { orderFigures } from './tariff.ts';

let now = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => now });
beforeEach(() => {
  now = MARKET_TEST_NOW;
});

const TICKER = 'CENCOSUD';
const CLP_ACCOUNT = '100234-03';
const price = (wire: number) => parseDecimal(String(wire), PRICE_DECIMALS);
const pesos = (wire: number) => parseDecimal(String(wire), 0);
// Exact, as the API answers them (never float division on money).
const wirePrice = (value: bigint) => toWireNumber(rescale(value, PRICE_DECIMALS, 2, 'halfUp'), 2);
const PERIOD = 'fechaInicio=20261101&fechaTermino=20261231';

const post = (browser: TestBrowser, path: string, body: unknown, key: string = randomUUID()) =>
  browser.call('POST', path, { body, headers: { [ops.IDEMPOTENCY_KEY_HEADER]: key } });

async function ordered(browser: TestBrowser, path: string, body: unknown, key?: string) {
  const response = await post(browser, path, body, key);
  const answer: unknown = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(200);
  return so.orderSchema.parse(answer);
}

// Camila's profile (Moderado) takes up to level 4, a share is 6: her purchases carry the declaration.
const declared = (body: object) => ({ aceptaPerfil: true, ...body });
const buy = (browser: TestBrowser, body: object, key?: string) =>
  ordered(browser, so.buyConfirm.path, declared(body), key);
const buyPost = (browser: TestBrowser, body: object, key?: string) =>
  post(browser, so.buyConfirm.path, declared(body), key);

async function spendable(browser: TestBrowser) {
  const { formas } = await read(
    browser,
    so.paymentMethods,
    `${so.paymentMethods.path}?tipo=compra`,
  );
  return pesos(formas.find((f) => f.cuenta === CLP_ACCOUNT)?.disponible.amount ?? 0);
}

async function ordersOf(browser: TestBrowser, estado = 'todas') {
  return (await read(browser, so.orders, `${so.orders.path}?${PERIOD}&estado=${estado}`)).ordenes;
}

const movementCount = async () =>
  Number((await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM movements'))[0]?.n);

/** The first step from `from` on whose price is at or below the lowest of the next `steps`. */
function lowAhead(ticker: string, from: number, steps: number) {
  const path = sessionPath(ticker, MARKET_TEST_DAY);
  const start = path.stepAt(from);
  let low = { step: start + 1, price: path.price(start + 1) };
  for (let step = start + 1; step <= start + steps; step++) {
    if (path.price(step) < low.price) low = { step, price: path.price(step) };
  }
  return { ...low, at: path.opensAt + low.step * PRICE_STEP_MS, now: path.price(start) };
}

describe('the tariff', () => {
  it('adds commission, exchange fee and VAT on both to a purchase, and takes them off a sale', () => {
    // 100 x $ 1.234,56 = $ 123.456; 0,30 % = 370,368 -> floor $ 1.500; 0,05 % = 61,728 -> 62;
    // VAT 19 % of 1.562 = 296,78 -> 297.
    expect(orderFigures('compra', 100, price(1234.56))).toEqual({
      gross: 123_456n,
      commission: 1_500n,
      exchangeFee: 62n,
      vat: 297n,
      total: 125_315n,
    });
    // 1.000 x $ 28.990 = $ 28.990.000: 0,30 % = 86.970; 0,05 % = 14.495; VAT 19.278,35 -> 19.278.
    expect(orderFigures('venta', 1_000, price(28_990))).toEqual({
      gross: 28_990_000n,
      commission: 86_970n,
      exchangeFee: 14_495n,
      vat: 19_278n,
      total: 28_869_257n,
    });
  });
});

describe('a market purchase in session', () => {
  it('fills at the price of the moment: the shares enter custody, the total leaves the current account, once per key', async () => {
    const camila = await demo.as(CAMILA);
    const quote = stockQuote(TICKER, now);
    const ticket = { nemo: TICKER, cantidad: 100, tipoOrden: 'mercado' };
    const costResponse = await camila.call('POST', so.buyCost.path, { body: ticket });
    expect(costResponse.status).toBe(200);
    const cost = so.costSchema.parse(await costResponse.json());
    const figures = orderFigures('compra', 100, quote.last);
    expect(cost).toMatchObject({
      tipo: 'compra',
      nemo: TICKER,
      precio: wirePrice(quote.last),
      montoBruto: { amount: Number(figures.gross), currency: 'CLP' },
      total: { amount: Number(figures.total), currency: 'CLP' },
      ejecucion: 'inmediata',
      tasaComision: 0.3,
    });
    const before = await spendable(camila);
    const movements = await movementCount();
    const key = randomUUID();
    const home = await read(camila, dashboard.statement, dashboard.statement.path);
    // Her demo shares (three, since 2024): the purchase adds a fourth.
    const held = (await read(camila, so.balances, so.balances.path)).posiciones;
    expect(held.map((p) => p.nemo)).toEqual(['BSANTANDER', 'CMPC', 'ENELCHILE']);

    const order = await buy(camila, ticket, key);
    expect(order).toMatchObject({
      estado: 'ejecutada',
      cantidadEjecutada: 100,
      precioEjecucion: wirePrice(quote.last),
      total: cost.total,
      rueda: MARKET_TEST_DAY,
      ejecutada: new Date(quote.at).toISOString(),
    });
    expect(await spendable(camila)).toBe(before - figures.total);
    const balances = await read(camila, so.balances, so.balances.path);
    expect(balances.cuentaCustodia).toBe(order.cuentaCustodia);
    const bought = balances.posiciones.find((p) => p.nemo === TICKER);
    expect(bought).toEqual(
      expect.objectContaining({
        nemo: TICKER,
        cantidad: 100,
        disponible: 100,
        precio: wirePrice(quote.last),
        invertido: { amount: Number(figures.gross), currency: 'CLP' },
      }),
    );
    expect(balances.posiciones.filter((p) => p.nemo !== TICKER)).toEqual(held);
    expect(await movementCount()).toBe(movements + 2);
    // The home counts the shares at the live price (the fill's, at the same instant): its total
    // fell by the fees alone, and its Acciones slice is the custody's total to the peso.
    const after = await read(camila, dashboard.statement, dashboard.statement.path);
    const fees = figures.commission + figures.exchangeFee + figures.vat;
    expect(pesos(after.total.amount)).toBe(pesos(home.total.amount) - fees);
    expect(after.products.find((p) => p.id === 'acciones')?.valueClp).toEqual(balances.total);
    const portfolio = await read(camila, dashboard.portfolio, dashboard.portfolio.path);
    expect(portfolio.total).toEqual(after.total);
    expect(portfolio.holdings).toContainEqual(
      expect.objectContaining({
        product: 'acciones',
        name: 'Cencosud S.A.',
        assetClass: 'accionesNacionales',
        valueClp: bought?.valor,
      }),
    );

    // A retry with the same key (a double click, a network retry) answers the same order.
    expect(await buy(camila, ticket, key)).toEqual(order);
    expect(await movementCount()).toBe(movements + 2);
    // The same key with another order is refused.
    const other = await buyPost(camila, { ...ticket, cantidad: 5 }, key);
    expect(other.status).toBe(409);
    expect(await spendable(camila)).toBe(before - figures.total);

    // Selling them back: the shares leave, the net lands in the current account.
    const sale = await ordered(camila, so.sellConfirm.path, ticket);
    expect(sale).toMatchObject({ tipo: 'venta', estado: 'ejecutada', cantidadEjecutada: 100 });
    const back = orderFigures('venta', 100, quote.last);
    expect(pesos(sale.total.amount)).toBe(back.total);
    expect(await spendable(camila)).toBe(before - figures.total + back.total);
    expect((await read(camila, so.balances, so.balances.path)).posiciones).toEqual(held);
  });
});

describe('a limit order', () => {
  it('waits for its price and fills at the first step that reaches it when the clock moves', async () => {
    const camila = await demo.as(CAMILA);
    const low = lowAhead(TICKER, now, 360);
    expect(low.price).toBeLessThan(low.now);
    const order = await buy(camila, {
      nemo: TICKER,
      cantidad: 50,
      tipoOrden: 'limite',
      precioLimite: wirePrice(low.price),
    });
    expect(order).toMatchObject({
      estado: 'pendiente',
      cantidadEjecutada: 0,
      precioEjecucion: null,
    });
    // Pending, it sets its estimated total aside.
    const reserved = orderFigures('compra', 50, low.price).total;
    const before = await spendable(camila);

    // The clock jumps: the idle session ends, so she logs in again each time.
    now = low.at - 1;
    expect((await ordersOf(await demo.as(CAMILA)))[0]).toMatchObject({
      folio: order.folio,
      estado: 'pendiente',
    });
    now = low.at + 5_000;
    const camilaAgain = await demo.as(CAMILA);
    const [filled] = await ordersOf(camilaAgain);
    expect(filled).toMatchObject({
      folio: order.folio,
      estado: 'ejecutada',
      precioEjecucion: wirePrice(low.price),
      ejecutada: new Date(low.at).toISOString(),
    });
    // The reserve became the real debit: the same figure at the limit's price.
    expect(await spendable(camilaAgain)).toBe(before);
    expect(pesos(filled!.total.amount)).toBe(reserved);
  });

  it('that no price reaches expires at the close and moves nothing', async () => {
    const camila = await demo.as(CAMILA);
    const quote = stockQuote(TICKER, now);
    const path = sessionPath(TICKER, MARKET_TEST_DAY);
    let lowest = quote.last;
    for (let step = path.stepAt(now); step <= path.lastStep; step++) {
      if (path.price(step) < lowest) lowest = path.price(step);
    }
    const limit = lowest - 100n;
    const order = await buy(camila, {
      nemo: TICKER,
      cantidad: 10,
      tipoOrden: 'limite',
      precioLimite: wirePrice(limit),
    });
    now = santiagoInstant(MARKET_TEST_DAY, '16:30');
    const again = await demo.as(CAMILA);
    const expired = (await ordersOf(again, 'anuladas')).find((o) => o.folio === order.folio);
    expect(expired).toMatchObject({ estado: 'anulada', motivo: m.expired, cantidadEjecutada: 0 });
    const [moved] = await demo.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM movements WHERE idempotency_key LIKE $1`,
      [`stock:${order.folio}:%`],
    );
    expect(moved?.n).toBe(0);
  });
});

describe('deleting an order', () => {
  it('cancels a pending one, which moves to the cancelled orders and frees its reserve', async () => {
    const camila = await demo.as(CAMILA);
    const quote = stockQuote(TICKER, now);
    const before = await spendable(camila);
    const order = await buy(camila, {
      nemo: TICKER,
      cantidad: 20,
      tipoOrden: 'limite',
      precioLimite: wirePrice(quote.previousClose - quote.previousClose / 10n),
    });
    expect(await spendable(camila)).toBeLessThan(before);
    const response = await camila.call('DELETE', so.deleteOrderPath(order.folio));
    expect(response.status).toBe(200);
    const cancelled = so.orderSchema.parse(await response.json());
    expect(cancelled).toMatchObject({ estado: 'anulada', motivo: m.cancelledByClient });
    expect(await spendable(camila)).toBe(before);
    expect((await ordersOf(camila, 'anuladas')).map((o) => o.folio)).toContain(order.folio);
    expect((await ordersOf(camila, 'vigentes')).map((o) => o.folio)).not.toContain(order.folio);
    // Again: the same cancelled order, nothing else.
    const twice = await camila.call('DELETE', so.deleteOrderPath(order.folio));
    expect(so.orderSchema.parse(await twice.json())).toEqual(cancelled);
  });

  it("refuses a filled order, and another client's order is not found", async () => {
    const camila = await demo.as(CAMILA);
    const filled = await buy(camila, { nemo: TICKER, cantidad: 1, tipoOrden: 'mercado' });
    expect(
      await errorOf(await camila.call('DELETE', so.deleteOrderPath(filled.folio)), 409),
    ).toMatchObject({
      message: m.alreadyFilled,
    });
    // Read again by folio (the voucher's reload): the filled order as it is now.
    const read = await camila.call('GET', so.orderPath(filled.folio));
    expect(so.orderSchema.parse(await read.json())).toMatchObject({
      folio: filled.folio,
      estado: 'ejecutada',
      cantidadEjecutada: 1,
    });
    // Its receipt: the voucher's rows and total, with the client's name.
    const pdf = await camila.get(so.orderReceiptPdfPath(filled.folio));
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="comprobante-orden-${filled.folio}.pdf"`,
    );
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain(`Orden de compra N° ${filled.folio}`);
    expect(text).toContain('Camila');
    // The PDF's text has plain spaces where the format puts non-breaking ones.
    expect(text).toContain(
      `Total a pagar ${formatCurrency(filled.total.amount, 'CLP')}`.replace(/\u00a0/g, ' '),
    );
    expect(text).toContain('Cantidad 1 acción ');
    const rodrigo = await demo.as(RODRIGO, '2001');
    expect((await rodrigo.get(so.orderReceiptPdfPath(filled.folio))).status).toBe(404);
    expect((await rodrigo.call('GET', so.orderPath(filled.folio))).status).toBe(404);
    expect((await rodrigo.call('DELETE', so.deleteOrderPath(filled.folio))).status).toBe(404);
    expect(await ordersOf(rodrigo)).toEqual([]);
  });
});

describe('the investor profile', () => {
  it('a purchase above the profile is refused without the declaration and recorded with it', async () => {
    const camila = await demo.as(CAMILA);
    const ticket = { nemo: TICKER, cantidad: 10, tipoOrden: 'mercado' };
    const cost = so.costSchema.parse(
      await (await camila.call('POST', so.buyCost.path, { body: ticket })).json(),
    );
    const fit = { profile: 'Moderado', maxRiskLevel: 4, fundRiskLevel: 6, fits: false };
    expect(cost.ajustePerfil).toEqual(fit);
    const movements = await movementCount();
    const undeclared = await post(camila, so.buyConfirm.path, ticket);
    expect(await errorOf(undeclared, 422)).toMatchObject({
      message: m.profileMismatch(6, 'Moderado', 4),
    });
    expect(await movementCount()).toBe(movements);

    const key = randomUUID();
    const order = await buy(camila, ticket, key);
    expect(order.estado).toBe('ejecutada');
    const [operation] = await demo.db.query<{ details: Record<string, unknown> }>(
      'SELECT details FROM operations WHERE idempotency_key = $1',
      [key],
    );
    expect(operation?.details).toMatchObject({ ajustePerfil: fit, aceptaPerfil: true });

    // A limit-only share is riskier still; a sale asks nothing of the profile.
    const forus = await camila.call('POST', so.buyCost.path, {
      body: {
        nemo: 'FORUS',
        cantidad: 10,
        tipoOrden: 'limite',
        precioLimite: wirePrice(stockQuote('FORUS', now).last),
      },
    });
    expect(so.costSchema.parse(await forus.json()).ajustePerfil?.fundRiskLevel).toBe(7);
    const sale = await camila.call('POST', so.sellCost.path, { body: ticket });
    expect(so.costSchema.parse(await sale.json()).ajustePerfil).toBeNull();
  });

  it("an aggressive investor's purchase fits his profile: no declaration asked", async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    const cost = so.costSchema.parse(
      await (
        await rodrigo.call('POST', so.buyCost.path, {
          body: { nemo: TICKER, cantidad: 1, tipoOrden: 'mercado' },
        })
      ).json(),
    );
    expect(cost.ajustePerfil).toMatchObject({ profile: 'Agresivo', maxRiskLevel: 7, fits: true });
  });
});

describe('the refusals', () => {
  it('selling more than held, buying beyond the cash, a market order on a limit-only share, a band', async () => {
    const camila = await demo.as(CAMILA);
    // A share no other test of the file holds.
    const TICKER = 'FALABELLA';
    const sell = await post(camila, so.sellConfirm.path, {
      nemo: TICKER,
      cantidad: 10,
      tipoOrden: 'mercado',
    });
    expect((await errorOf(sell, 422)).message).toBe(m.notEnoughShares(0, TICKER));

    await buy(camila, { nemo: TICKER, cantidad: 30, tipoOrden: 'mercado' });
    const tooMany = await post(camila, so.sellConfirm.path, {
      nemo: TICKER,
      cantidad: 31,
      tipoOrden: 'mercado',
    });
    expect((await errorOf(tooMany, 422)).message).toBe(m.notEnoughShares(30, TICKER));

    const cash = await spendable(camila);
    const quote = stockQuote('SQM-B', now);
    const shares = Number((cash * 10_000n) / quote.last) + 1;
    const tooMuch = await buyPost(camila, {
      nemo: 'SQM-B',
      cantidad: shares,
      tipoOrden: 'mercado',
    });
    const total = orderFigures('compra', shares, quote.last).total;
    expect((await errorOf(tooMuch, 422)).message).toBe(
      m.noBalance(formatCurrency(Number(cash), 'CLP'), formatCurrency(Number(total), 'CLP')),
    );

    const limitOnly = await buyPost(camila, {
      nemo: 'FORUS',
      cantidad: 10,
      tipoOrden: 'mercado',
    });
    expect((await errorOf(limitOnly, 422)).message).toBe(m.limitOnly);

    // At most 20 % either side of the previous close.
    const close = stockQuote(TICKER, now).previousClose;
    const band = await buyPost(camila, {
      nemo: TICKER,
      cantidad: 10,
      tipoOrden: 'limite',
      precioLimite: wirePrice((close * 13n) / 10n),
    });
    const shown = (value: bigint) => formatCurrency(wirePrice(value), 'CLP', { decimals: 2 });
    expect((await errorOf(band, 422)).message).toBe(
      m.priceBand(shown(close - close / 5n), shown(close + close / 5n)),
    );

    const unknown = await buyPost(camila, {
      nemo: 'NOEXISTE',
      cantidad: 1,
      tipoOrden: 'mercado',
    });
    expect(unknown.status).toBe(404);
    const noLimit = await buyPost(camila, {
      nemo: TICKER,
      cantidad: 1,
      tipoOrden: 'limite',
    });
    expect(noLimit.status).toBe(400);
    const fraction = await buyPost(camila, {
      nemo: TICKER,
      cantidad: 1.5,
      tipoOrden: 'mercado',
    });
    expect(fraction.status).toBe(400);
  });

  it("a company's supervisor may not place orders: the API refuses, whatever the portal shows", async () => {
    const supervisor = await demo.as(RODRIGO, '2002');
    const response = await buyPost(supervisor, {
      nemo: TICKER,
      cantidad: 1,
      tipoOrden: 'mercado',
    });
    expect(response.status).toBe(403);
    expect((await supervisor.call('DELETE', so.deleteOrderPath('5000001'))).status).toBe(403);
  });

  it('a client without a current account in pesos cannot buy', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    const response = await buyPost(rodrigo, {
      nemo: TICKER,
      cantidad: 1,
      tipoOrden: 'mercado',
    });
    expect((await errorOf(response, 422)).message).toBe(m.noCurrentAccount);
    const enablement = await read(rodrigo, so.enablement, so.enablement.path);
    expect(enablement.compra).toEqual({ habilitado: false, mensaje: m.noCurrentAccount });
  });
});

describe('outside the session', () => {
  it('refuses an immediate order, queues a scheduled one and fills it at the opening price', async () => {
    now = santiagoInstant(MARKET_TEST_DAY, '17:00');
    const camila = await demo.as(CAMILA);
    const ticket = { nemo: TICKER, cantidad: 40, tipoOrden: 'mercado' };
    const opensAt = nextOpening(now);
    const immediate = await buyPost(camila, ticket);
    expect((await errorOf(immediate, 422)).message).toBe(m.closedImmediate(formatInstant(opensAt)));
    const enablement = await read(camila, so.enablement, so.enablement.path);
    expect(enablement.compra).toEqual({
      habilitado: true,
      mensaje: m.buyClosed(formatInstant(opensAt)),
    });

    const order = await buy(camila, { ...ticket, programada: true });
    expect(order).toMatchObject({ estado: 'pendiente', rueda: '2026-11-30' });
    now = opensAt + 60_000;
    const monday = await demo.as(CAMILA);
    const [filled] = await ordersOf(monday);
    const opening = sessionPath(TICKER, '2026-11-30').price(0);
    expect(filled).toMatchObject({
      folio: order.folio,
      estado: 'ejecutada',
      precioEjecucion: wirePrice(opening),
      ejecutada: new Date(opensAt).toISOString(),
    });

    // In session, a scheduled order is refused: it enters at once anyway.
    const open = await buyPost(monday, { ...ticket, programada: true });
    expect((await errorOf(open, 422)).message).toBe(m.openScheduled);
  });
});

describe('dividends', () => {
  it('pay the shares held at each record date into the current account, and list with the trades', async () => {
    const camila = await demo.as(CAMILA);
    const TICKER = 'COPEC';
    const bought = await buy(camila, { nemo: TICKER, cantidad: 50, tipoOrden: 'mercado' });
    const later = '2027-06-30';
    const due = stockDividends(TICKER, '2026-11-28', later);
    expect(due.length).toBeGreaterThan(0);
    now = santiagoInstant(later, '12:00');
    const june = await demo.as(CAMILA);
    const before = await spendable(june);
    const all = await read(
      june,
      so.dividends,
      `${so.dividends.path}?fechaInicio=20261101&fechaTermino=20270630`,
    );
    expect(pesos(all.total.amount)).toBe(
      all.dividendos.reduce((sum, d) => sum + pesos(d.monto.amount), 0n),
    );
    // The file's other tests left Camila other shares: this one's are COPEC's.
    const dividendos = all.dividendos.filter((d) => d.nemo === TICKER);
    const expected = due.map((d) => divide(50n * d.perShare, 10_000n, 'halfUp'));
    expect(dividendos).toEqual(
      due
        .map((d, i) => ({
          fecha: d.date,
          nemo: TICKER,
          nombre: 'Empresas Copec S.A.',
          acciones: 50,
          porAccion: toWireNumber(d.perShare, PRICE_DECIMALS),
          monto: { amount: Number(expected[i]), currency: 'CLP' },
          cuenta: CLP_ACCOUNT,
        }))
        .reverse(),
    );
    // Paid once: reading again writes nothing more.
    expect(await spendable(june)).toBe(before);
    const { movimientos } = await read(
      june,
      so.movements,
      `${so.movements.path}?fechaInicio=20261101&fechaTermino=20270630`,
    );
    const copec = movimientos.filter((mv) => mv.nemo === TICKER);
    expect(copec.map((mv) => [mv.tipo, mv.nemo, mv.cantidad])).toEqual([
      ...due.map(() => ['dividendo', TICKER, 50]).reverse(),
      ['compra', TICKER, 50],
    ]);
    expect(copec.at(-1)).toMatchObject({
      fecha: MARKET_TEST_DAY,
      liquidacion: '2026-12-01',
      precio: bought.precioEjecucion,
      monto: bought.montoBruto,
      cuenta: bought.cuentaCustodia,
    });
  });
});
