// Simultáneas and ventas cortas through the API on a fixed clock: the demo client's positions
// with their terms computed exactly from the stored prices, the signature state read from Firma
// de Operaciones (to sign, signed, expired), the short sale's result at the price now, and empty
// lists for a client without any (PGlite, or PostgreSQL with DATABASE_URL).
import { stockFinancing as sf } from '@inversiones/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { addDays, daysBetween } from '../market/iso-date.ts';
import { divide, rescale, toWireNumber, unitsValue } from '../market/money.ts';
import { stockClose, stockQuote } from '../market/stock-prices.ts';
import { wirePrice } from '../stocks/quotes.ts';
import { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_DAY, MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

let now = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => now });
beforeEach(() => {
  now = MARKET_TEST_NOW;
});

const DAY_MS = 86_400_000;
const pesos = (quantity: number, price: bigint) =>
  unitsValue(BigInt(quantity) * 10_000n, price, 'CLP');

async function simultaneas() {
  return read(await demo.as(CAMILA), sf.simultaneas, sf.simultaneas.path);
}

describe('GET /bolsa/simultaneas', () => {
  it("lists Camila's simultáneas, the nearest due date first, with their terms", async () => {
    const body = await simultaneas();
    expect(body.simultaneas.map((s) => [s.folio, s.nemo, s.estadoFirma])).toEqual([
      ['640052', 'CENCOSUD', 'firmada'],
      ['640087', 'SQM-B', 'porFirmar'],
    ]);
    // The order waiting in Firma de Operaciones: its same terms, financed from today for 30 days.
    const toSign = body.simultaneas[1]!;
    expect(toSign).toMatchObject({
      nombre: 'Sociedad Química y Minera de Chile S.A., Serie B',
      cantidad: 800,
      fechaInicio: MARKET_TEST_DAY,
      fechaVencimiento: addDays(MARKET_TEST_DAY, 30),
      dias: 30,
      precioContado: 39_800,
      precioPlazo: 40_120,
      montoFinanciado: { amount: 31_840_000, currency: 'CLP' },
      montoPlazo: { amount: 32_096_000, currency: 'CLP' },
      // 320 / 39.800 over 30 days: 0,80402... % a month.
      tasaMensual: 0.804,
    });
    // The running one was bought at the close of its first day, 20 days ago or just before.
    const running = body.simultaneas[0]!;
    const close = stockClose('CENCOSUD', addDays(MARKET_TEST_DAY, -20))!;
    expect(running.fechaInicio).toBe(close.date);
    expect(running.precioContado).toBe(wirePrice(close.close));
    expect(running.dias).toBe(daysBetween(running.fechaInicio, running.fechaVencimiento));
    expect(running.dias).toBeGreaterThanOrEqual(45);
    expect(running.fechaVencimiento > MARKET_TEST_DAY).toBe(true);
    const financed = pesos(20_000, close.close);
    expect(running.montoFinanciado.amount).toBe(Number(financed));
    // The forward price carries about 0,85 % a month (its 0,01 tick rounds it).
    expect(running.tasaMensual).toBeGreaterThan(0.8);
    expect(running.tasaMensual).toBeLessThan(0.9);
    expect(body.totalFinanciado.amount).toBe(Number(financed + 31_840_000n));
  });

  it('reads the signature from Firma de Operaciones: signed, or expired after its last day', async () => {
    // The desk's order 640087 can be signed until tomorrow; the day after it is expired.
    now = MARKET_TEST_NOW + 4 * DAY_MS;
    expect((await simultaneas()).simultaneas.find((s) => s.folio === '640087')?.estadoFirma).toBe(
      'vencida',
    );
    now = MARKET_TEST_NOW;
    const [order] = await demo.db.query<{ id: string }>(
      `SELECT id::text FROM signing_orders WHERE family = 'simultanea' AND folio = '640087'`,
    );
    await demo.db.query(
      `INSERT INTO order_signatures (order_id, document_type, signer_rut, signer_name,
         profile_code, profile_name, method, signed_at, pdf_sha256, authorization_id, session_id)
       VALUES ($1, 'OSIM', $2, 'Camila Andrea Rojas Fuentes', '1001', 'Camila', 'cronto', $3,
         $4, gen_random_uuid(), 'test')`,
      [order!.id, CAMILA, MARKET_TEST_NOW, 'a'.repeat(64)],
    );
    expect((await simultaneas()).simultaneas.every((s) => s.estadoFirma === 'firmada')).toBe(true);
  });
});

describe('GET /bolsa/ventacorta', () => {
  it('values the short sale at the price now: (sale - now) x quantity, signed', async () => {
    const browser = await demo.as(CAMILA);
    const body = await read(browser, sf.ventasCortas, sf.ventasCortas.path);
    expect(body.ventasCortas).toHaveLength(1);
    const short = body.ventasCortas[0]!;
    const close = stockClose('FALABELLA', addDays(MARKET_TEST_DAY, -35))!;
    const quote = stockQuote('FALABELLA', MARKET_TEST_NOW);
    const result = pesos(3_000, close.close) - pesos(3_000, quote.last);
    expect(short).toEqual({
      folio: '820041',
      nemo: 'FALABELLA',
      nombre: 'Falabella S.A.',
      cantidad: 3_000,
      precioVenta: wirePrice(close.close),
      fechaInicio: close.date,
      fechaVencimiento: short.fechaVencimiento,
      tasaPrestamo: 3.5,
      // 150 % of the sale, to the peso.
      garantia: {
        amount: Number(divide(pesos(3_000, close.close) * 3n, 2n, 'halfUp')),
        currency: 'CLP',
      },
      precioActual: wirePrice(quote.last),
      resultado: { amount: Number(result), currency: 'CLP' },
    });
    expect(daysBetween(close.date, short.fechaVencimiento)).toBeGreaterThanOrEqual(90);
    expect(body.resultadoTotal.amount).toBe(Number(result));
    expect(body.garantiaTotal).toEqual(short.garantia);
    expect(body.hora).toBe(new Date(quote.at).toISOString());
    // The wire's price is the bigint's on the 0,01 tick, exactly.
    expect(short.precioActual).toBe(toWireNumber(rescale(quote.last, 4, 2, 'halfUp'), 2));
  });

  it('follows the price: an hour later the result is that of the new price', async () => {
    now = MARKET_TEST_NOW + 3_600_000;
    const body = await read(await demo.as(CAMILA), sf.ventasCortas, sf.ventasCortas.path);
    const quote = stockQuote('FALABELLA', now);
    const sale = stockClose('FALABELLA', addDays(MARKET_TEST_DAY, -35))!.close;
    expect(body.ventasCortas[0]?.resultado.amount).toBe(
      Number(pesos(3_000, sale) - pesos(3_000, quote.last)),
    );
  });
});

describe('access', () => {
  it('answers empty lists to a client without financed positions', async () => {
    const rodrigo = await demo.as(RODRIGO, '2001');
    expect(await read(rodrigo, sf.simultaneas, sf.simultaneas.path)).toEqual({
      simultaneas: [],
      totalFinanciado: { amount: 0, currency: 'CLP' },
    });
    const shorts = await read(rodrigo, sf.ventasCortas, sf.ventasCortas.path);
    expect(shorts).toMatchObject({
      ventasCortas: [],
      garantiaTotal: { amount: 0, currency: 'CLP' },
      resultadoTotal: { amount: 0, currency: 'CLP' },
    });
  });

  it('answers 401 without a session and 403 before a profile is chosen', async () => {
    expect((await new TestBrowser(demo.app).get(sf.simultaneas.path)).status).toBe(401);
    const undecided = await demo.as(RODRIGO);
    expect((await undecided.get(sf.ventasCortas.path)).status).toBe(403);
  });
});
