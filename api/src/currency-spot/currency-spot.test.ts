// Buying and selling dollars through the API on a clock the tests move: the desk's price on the
// observed dollar, quotes that live 60 seconds in the database, the idempotent confirmation and
// its two ledger legs, the refusals, the operations by dates and the PDF receipt (PGlite, or
// PostgreSQL with DATABASE_URL).
import { currencySpot as spot, dashboard, fundOperations as ops } from '@inversiones/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { dolarObservado } from '../market/indicators.ts';
import { parseDecimal, toWireNumber } from '../market/money.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { errorOf } from '../test-support/error-of.ts';
import { MARKET_TEST_DAY, MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import { currencySpotMessages as m } from './messages.ts';
import { clpAmountOf, spotRate } from './quotes.ts';

let now = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => now });
beforeEach(() => {
  now = MARKET_TEST_NOW;
});

const RODRIGO_OWN = '2001';
/** Rodrigo as the operator of Comercial Pacífico (a dollar current account only). */
const PACIFICO_OPERATOR = '2003';
const CLP_ACCOUNT = '100234-03';
const USD_ACCOUNT = '100234-04';

/** Exact minor units of a wire amount (never float arithmetic on money). */
const cents = (amount: number) => parseDecimal(String(amount), 2);
const pesos = (amount: number) => parseDecimal(String(amount), 0);

const quote = (browser: TestBrowser, tipo: string, monto: number) =>
  browser.call('POST', spot.quote.path, { body: { tipo, monto } });

async function quoted(browser: TestBrowser, tipo: spot.OperationType, monto: number) {
  const response = await quote(browser, tipo, monto);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return spot.quoteSchema.parse(body);
}

const confirm = (browser: TestBrowser, cotizacionId: string, key: string = randomUUID()) =>
  browser.call('POST', spot.confirm.path, {
    body: { cotizacionId },
    headers: { [ops.IDEMPOTENCY_KEY_HEADER]: key },
  });

async function confirmed(browser: TestBrowser, cotizacionId: string, key?: string) {
  const response = await confirm(browser, cotizacionId, key);
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return spot.operationSchema.parse(body);
}

/** What each current account can use now, in minor units, by the desk's accounts call. */
async function available(browser: TestBrowser) {
  const { accounts } = await read(browser, spot.accounts, spot.accounts.path);
  const of = (id: string) => accounts.find((a) => a.account.id === id)?.available.amount ?? 0;
  return { clp: pesos(of(CLP_ACCOUNT)), usd: cents(of(USD_ACCOUNT)) };
}

/** The same, as the home's invest detail reads the ledger. */
async function investDetail(browser: TestBrowser) {
  const { accounts } = await read(browser, dashboard.investDetail, dashboard.investDetail.path);
  const of = (id: string) => accounts.find((a) => a.account.id === id)?.available.amount ?? 0;
  return { clp: pesos(of(CLP_ACCOUNT)), usd: cents(of(USD_ACCOUNT)) };
}

const count = async (table: 'movements' | 'operations') =>
  Number((await demo.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

const quoteUse = async (id: string) =>
  (
    await demo.db.query<{ used_by_operation: string | null }>(
      'SELECT used_by_operation FROM currency_spot_quotes WHERE id = $1',
      [id],
    )
  )[0]?.used_by_operation;

describe('the price', () => {
  it('is the observed dollar plus the spread on a buy, minus it on a sell, half up to the cent', () => {
    // 941,81 x 1,006 = 947,46086; 941,81 x 0,994 = 936,15914.
    expect(spotRate(94_181n, 'compra')).toBe(94_746n);
    expect(spotRate(94_181n, 'venta')).toBe(93_616n);
    // 1.000,25 x 1,006 = 1.006,2515 -> 1.006,25; x 0,994 = 994,2485 -> 994,25 (half up).
    expect(spotRate(100_025n, 'compra')).toBe(100_625n);
    expect(spotRate(100_025n, 'venta')).toBe(99_425n);
  });

  it('rounds the pesos up on a buy and down on a sell, and leaves an exact amount alone', () => {
    // US$ 100,01 x 947,46 = 94.755,4746; x 936,16 = 93.625,3616.
    expect(clpAmountOf(10_001n, 94_746n, 'compra')).toBe(94_756n);
    expect(clpAmountOf(10_001n, 93_616n, 'venta')).toBe(93_625n);
    // US$ 1.000 x 947,46 = 947.460 exactly, either way.
    expect(clpAmountOf(100_000n, 94_746n, 'compra')).toBe(947_460n);
    expect(clpAmountOf(100_000n, 94_746n, 'venta')).toBe(947_460n);
  });

  it("answers today's price on the market's observed dollar, and quotes it for an amount", async () => {
    const camila = await demo.as(CAMILA);
    const observed = dolarObservado(MARKET_TEST_DAY);
    for (const tipo of spot.OPERATION_TYPES) {
      const price = await read(camila, spot.price, `${spot.price.path}?tipo=${tipo}`);
      expect(price).toEqual({
        tipo,
        currency: 'USD',
        rate: toWireNumber(spotRate(observed, tipo), 2),
        observedRate: { value: toWireNumber(observed, 2), date: MARKET_TEST_DAY },
        spread: 0.6,
        at: new Date(MARKET_TEST_NOW).toISOString(),
      });
    }
    const buy = await read(camila, spot.price, `${spot.price.path}?tipo=compra`);
    const sell = await read(camila, spot.price, `${spot.price.path}?tipo=venta`);
    expect(cents(buy.rate)).toBeGreaterThan(observed);
    expect(cents(sell.rate)).toBeLessThan(observed);
    expect((await camila.get(`${spot.price.path}?tipo=canje`)).status).toBe(400);

    const q = await quoted(camila, 'compra', 100.01);
    expect(q).toMatchObject({
      tipo: 'compra',
      currency: 'USD',
      amount: { amount: 100.01, currency: 'USD' },
      rate: buy.rate,
      observedRate: buy.observedRate,
      spread: 0.6,
      clpAmount: {
        amount: Number(clpAmountOf(10_001n, cents(buy.rate), 'compra')),
        currency: 'CLP',
      },
      accounts: { debit: CLP_ACCOUNT, credit: USD_ACCOUNT },
      quotedAt: new Date(MARKET_TEST_NOW).toISOString(),
    });
    expect(Date.parse(q.expiresAt) - Date.parse(q.quotedAt)).toBe(spot.QUOTE_SECONDS * 1000);
    const sale = await quoted(camila, 'venta', 100.01);
    expect(sale.accounts).toEqual({ debit: USD_ACCOUNT, credit: CLP_ACCOUNT });
    expect(sale.clpAmount.amount).toBe(Number(clpAmountOf(10_001n, cents(sell.rate), 'venta')));
  });

  it('takes US$ 100 to US$ 100.000 with at most 2 decimals', async () => {
    const camila = await demo.as(CAMILA);
    const below = await errorOf(await quote(camila, 'compra', 99.99), 400);
    expect(below.message).toContain(spot.currencySpotMessages.belowMinimum);
    const above = await errorOf(await quote(camila, 'venta', 100_000.01), 400);
    expect(above.message).toContain(spot.currencySpotMessages.aboveMaximum);
    expect((await quote(camila, 'venta', 100.001)).status).toBe(400);
    expect((await quote(camila, 'otro', 500)).status).toBe(400);
  });
});

describe('the desk', () => {
  it('is active for a client with both current accounts while it is open, with its currency and accounts', async () => {
    const camila = await demo.as(CAMILA);
    expect(await read(camila, spot.active, spot.active.path)).toEqual({
      activo: true,
      mensaje: null,
    });
    expect(await read(camila, spot.currencies, spot.currencies.path)).toEqual({
      currencies: [
        {
          code: 'USD',
          name: 'Dólar estadounidense',
          minAmount: { amount: 100, currency: 'USD' },
          maxAmount: { amount: 100_000, currency: 'USD' },
        },
      ],
    });
    const { accounts } = await read(camila, spot.accounts, spot.accounts.path);
    expect(accounts.map((a) => [a.account.id, a.account.currency])).toEqual([
      [CLP_ACCOUNT, 'CLP'],
      [USD_ACCOUNT, 'USD'],
    ]);
    const detail = await read(
      camila,
      spot.accountDetail,
      spot.accountDetail.path.replace('{id}', USD_ACCOUNT),
    );
    expect(detail).toMatchObject({ date: MARKET_TEST_DAY, account: { id: USD_ACCOUNT } });
    expect(detail.available).toEqual(accounts[1]?.available);
    expect((await camila.get('/spot/divisas/cuentas/100234-01')).status).toBe(404);

    const buy = await read(camila, spot.paymentMethods, `${spot.paymentMethods.path}?tipo=compra`);
    expect(buy.methods).toEqual([
      {
        id: 'saldoCcmPesos',
        name: 'Saldo en cuenta corriente en pesos',
        accountId: CLP_ACCOUNT,
        available: accounts[0]?.available,
      },
    ]);
    const sell = await read(camila, spot.paymentMethods, `${spot.paymentMethods.path}?tipo=venta`);
    expect(sell.methods.map((method) => [method.id, method.accountId])).toEqual([
      ['saldoCcmDolares', USD_ACCOUNT],
    ]);
  });

  it('closes at 17:00 and on weekends, saying when it opens', async () => {
    const cases: [string, string][] = [
      ['2026-11-27T18:00:00-03:00', '30/11/2026 09:00'],
      ['2026-11-28T12:00:00-03:00', '30/11/2026 09:00'],
      ['2026-11-27T08:30:00-03:00', '27/11/2026 09:00'],
      // Tuesday 8 December is a holiday (Inmaculada Concepción).
      ['2026-12-07T17:00:00-03:00', '09/12/2026 09:00'],
    ];
    for (const [instant, opensAt] of cases) {
      now = Date.parse(instant);
      const camila = await demo.as(CAMILA);
      const flag = await read(camila, spot.active, spot.active.path);
      expect(flag).toEqual({ activo: false, mensaje: m.closed(opensAt) });
      const refused = await errorOf(await quote(camila, 'venta', 100), 422);
      expect(refused.message).toBe(flag.mensaje);
    }
  });

  it('refuses at 17:00 a quote given at 16:59:30, and records nothing', async () => {
    now = Date.parse('2026-11-27T16:59:30-03:00');
    const camila = await demo.as(CAMILA);
    const q = await quoted(camila, 'venta', 100);
    const movements = await count('movements');
    now = Date.parse('2026-11-27T17:00:10-03:00');
    const refused = await errorOf(await confirm(camila, q.id), 422);
    expect(refused.message).toBe(m.closed('30/11/2026 09:00'));
    expect(await count('movements')).toBe(movements);
    expect(await quoteUse(q.id)).toBeNull();
  });
});

describe('a quote', () => {
  it('is confirmed 59 seconds after it was given, and refused at 61 without a change', async () => {
    const camila = await demo.as(CAMILA);
    const first = await quoted(camila, 'compra', 100);
    now = MARKET_TEST_NOW + 59_000;
    const voucher = await confirmed(camila, first.id);
    expect(voucher.createdAt).toBe(new Date(now).toISOString());

    const second = await quoted(camila, 'compra', 100);
    now += 61_000;
    const [movements, operations, before] = [
      await count('movements'),
      await count('operations'),
      await available(camila),
    ];
    const refused = await errorOf(await confirm(camila, second.id), 422);
    expect(refused.message).toBe('La cotización venció. Cotice de nuevo para continuar.');
    expect(await count('movements')).toBe(movements);
    expect(await count('operations')).toBe(operations);
    expect(await available(camila)).toEqual(before);
    expect(await quoteUse(second.id)).toBeNull();
  });

  it('lives in the database: it is used once, and its price never changes', async () => {
    const camila = await demo.as(CAMILA);
    const q = await quoted(camila, 'venta', 100);
    await confirmed(camila, q.id);
    await expect(
      demo.db.query(`UPDATE currency_spot_quotes SET used_by_operation = 'otra' WHERE id = $1`, [
        q.id,
      ]),
    ).rejects.toThrow();
    const fresh = await quoted(camila, 'venta', 100);
    await expect(
      demo.db.query('UPDATE currency_spot_quotes SET rate = rate + 1 WHERE id = $1', [fresh.id]),
    ).rejects.toThrow();
  });
});

describe('the confirmation', () => {
  it('is idempotent: the same key answers the same voucher and records nothing more', async () => {
    const camila = await demo.as(CAMILA);
    const q = await quoted(camila, 'venta', 150.5);
    const key = randomUUID();
    const voucher = await confirmed(camila, q.id, key);
    expect(voucher).toMatchObject({
      tipo: 'venta',
      amount: q.amount,
      rate: q.rate,
      clpAmount: q.clpAmount,
      accounts: q.accounts,
      tradeDate: MARKET_TEST_DAY,
    });
    const movements = await count('movements');
    const balances = await available(camila);
    expect(await confirmed(camila, q.id, key)).toEqual(voucher);
    expect(await count('movements')).toBe(movements);
    expect(await available(camila)).toEqual(balances);
    expect(await quoteUse(q.id)).toBe(key);

    // The same key with another quote: refused.
    const other = await quoted(camila, 'venta', 100);
    const conflict = await errorOf(await confirm(camila, other.id, key), 409);
    expect(conflict.message).toBe(
      'Esta operación ya se envió con otros datos. Recargue la página para ingresar una nueva.',
    );
    // The used quote with another key: refused, one quote is one operation.
    const reused = await errorOf(await confirm(camila, q.id), 409);
    expect(reused.message).toBe(m.quoteUsed);
    expect(await count('movements')).toBe(movements);
  });

  it('moves exactly the quoted amounts: a sale of US$ 1.000, then a purchase', async () => {
    const camila = await demo.as(CAMILA);
    const start = await available(camila);
    expect(await investDetail(camila)).toEqual(start);

    const sale = await confirmed(camila, (await quoted(camila, 'venta', 1_000)).id);
    const afterSale = await available(camila);
    expect(afterSale.usd).toBe(start.usd - 100_000n);
    expect(afterSale.clp).toBe(start.clp + pesos(sale.clpAmount.amount));
    expect(await investDetail(camila)).toEqual(afterSale);

    const purchase = await confirmed(camila, (await quoted(camila, 'compra', 1_000)).id);
    expect(purchase.accounts).toEqual({ debit: CLP_ACCOUNT, credit: USD_ACCOUNT });
    expect(pesos(purchase.clpAmount.amount)).toBe(
      clpAmountOf(100_000n, cents(purchase.rate), 'compra'),
    );
    const afterPurchase = await available(camila);
    expect(afterPurchase.usd).toBe(afterSale.usd + 100_000n);
    expect(afterPurchase.clp).toBe(afterSale.clp - pesos(purchase.clpAmount.amount));
    expect(await investDetail(camila)).toEqual(afterPurchase);

    // Two settled legs each, the dollar one carrying the operation's folio.
    const legs = await demo.db.query<{ kind: string; units: string; status: string }>(
      `SELECT kind, units::text, status FROM movements WHERE idempotency_key LIKE $1
       ORDER BY folio`,
      [`op:${CAMILA}:%:divisas-%`],
    );
    expect(legs.length % 2).toBe(0);
    const folios = await demo.db.query<{ kind: string; units: string }>(
      `SELECT kind, units::text FROM movements WHERE folio = ANY ($1::bigint[]) ORDER BY folio`,
      [[sale.folio, purchase.folio]],
    );
    expect(folios).toEqual([
      { kind: 'venta', units: '-10000000' },
      { kind: 'compra', units: '10000000' },
    ]);
    expect(legs.every((leg) => leg.status === 'liquidado')).toBe(true);
  });

  it('refuses without the balance, when quoting and when confirming', async () => {
    const camila = await demo.as(CAMILA);
    const tooMuch = await errorOf(await quote(camila, 'compra', 100_000), 422);
    expect(tooMuch.message).toBe('No posee saldo disponible para realizar esta transferencia');

    // Two sales of every dollar quoted while both could be paid: the second finds none left.
    const { usd } = await available(camila);
    const all = toWireNumber(usd, 2);
    const first = await quoted(camila, 'venta', all);
    const second = await quoted(camila, 'venta', all);
    await confirmed(camila, first.id);
    const movements = await count('movements');
    const refused = await errorOf(await confirm(camila, second.id), 422);
    expect(refused.message).toBe(m.noBalance);
    expect(await count('movements')).toBe(movements);
    expect((await available(camila)).usd).toBe(0n);
    // Buy the dollars back for the next tests.
    await confirmed(camila, (await quoted(camila, 'compra', all)).id);
  });

  it('refuses a client without current accounts', async () => {
    const rodrigo = await demo.as(RODRIGO, RODRIGO_OWN);
    expect(await read(rodrigo, spot.active, spot.active.path)).toEqual({
      activo: false,
      mensaje: m.noCurrentAccounts,
    });
    expect((await read(rodrigo, spot.accounts, spot.accounts.path)).accounts).toEqual([]);
    const methods = await read(
      rodrigo,
      spot.paymentMethods,
      `${spot.paymentMethods.path}?tipo=compra`,
    );
    expect(methods.methods).toEqual([]);
    const refused = await errorOf(await quote(rodrigo, 'compra', 100), 422);
    expect(refused.message).toBe(m.noCurrentAccounts);

    // A quote of his (as if his accounts had closed since): the confirmation checks again.
    const id = randomBytes(16).toString('base64url');
    await demo.db.query(
      `INSERT INTO currency_spot_quotes (id, owner_rut, acted_by, session_id, tipo, currency,
         amount, observed_rate, observed_date, spread_bp, rate, clp_amount, quoted_at, expires_at)
       VALUES ($1, $2, $2, 'prueba', 'compra', 'USD', 10000, 94181, $3::date, 60, 94746, 94746,
         $4::bigint, $5::bigint)`,
      [id, RODRIGO, MARKET_TEST_DAY, String(now), String(now + 60_000)],
    );
    const confirmRefused = await errorOf(await confirm(rodrigo, id), 422);
    expect(confirmRefused.message).toBe(m.noCurrentAccounts);
    expect(await quoteUse(id)).toBeNull();
  });

  it("answers 404 for another client's quote, account and an unknown quote", async () => {
    const camila = await demo.as(CAMILA);
    const q = await quoted(camila, 'venta', 100);
    const operator = await demo.as(RODRIGO, PACIFICO_OPERATOR);
    const refused = await errorOf(await confirm(operator, q.id), 404);
    expect(refused.message).toBe(m.quoteNotFound);
    expect((await operator.get(`/spot/divisas/cuentas/${CLP_ACCOUNT}`)).status).toBe(404);
    // The company holds dollars only: it cannot trade, but sees its account.
    const { accounts } = await read(operator, spot.accounts, spot.accounts.path);
    expect(accounts.map((a) => a.account.id)).toEqual(['300245-02']);
    expect(await quoteUse(q.id)).toBeNull();
    await errorOf(await confirm(camila, randomBytes(16).toString('base64url')), 404);
    await errorOf(await confirm(camila, 'no-es-una-cotizacion'), 400);
  });
});

describe('the operations', () => {
  it('are listed by trade date, newest first, and each has its PDF receipt for its owner only', async () => {
    const camila = await demo.as(CAMILA);
    const voucher = await confirmed(camila, (await quoted(camila, 'venta', 123.45)).id);
    const list = await read(
      camila,
      spot.operations,
      `${spot.operations.path}?fechaInicio=20261101&fechaTermino=20261130`,
    );
    expect(list.rows[0]).toEqual(voucher);
    expect(list.total).toBeGreaterThan(1);
    const folios = list.rows.map((row) => BigInt(row.folio));
    expect(folios).toEqual([...folios].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    const before = await read(
      camila,
      spot.operations,
      `${spot.operations.path}?fechaInicio=20261001&fechaTermino=20261031`,
    );
    expect(before).toEqual({ page: 1, pageSize: 10, total: 0, rows: [] });
    const short = `${spot.operations.path}?fechaInicio=20261120&fechaTermino=20261127`;
    expect((await camila.get(short)).status).toBe(400);

    const pdf = await camila.get(spot.receiptPdfPath(voucher.folio));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="comprobante-divisas-${voucher.folio}.pdf"`,
    );
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('%PDF');
    const again = await camila.get(spot.receiptPdfPath(voucher.folio));
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);

    const rodrigo = await demo.as(RODRIGO, RODRIGO_OWN);
    expect((await rodrigo.get(spot.receiptPdfPath(voucher.folio))).status).toBe(404);
    const theirs = await read(
      rodrigo,
      spot.operations,
      `${spot.operations.path}?fechaInicio=20261101&fechaTermino=20261130`,
    );
    expect(theirs.total).toBe(0);
    expect((await camila.get(spot.receiptPdfPath('999999999'))).status).toBe(404);
  });
});
