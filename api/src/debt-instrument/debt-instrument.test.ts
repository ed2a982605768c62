// Fixed income and pactos through the API on a fixed clock: the demo client's instruments accrued
// at their rates to today (UF at the day's UF), the movements their terms produce in a period,
// another client's nothing, and the period's limits refused (PGlite, or PostgreSQL with
// DATABASE_URL).
import { fixedIncome as fi, repos } from '@inversiones/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { indicator } from '../market/indicators.ts';
import { addDays, daysBetween, toCompactDate } from '../market/iso-date.ts';
import { divide, parseDecimal } from '../market/money.ts';
import { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_DAY, MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import { demoDebtRows } from './demo-positions.ts';
import { addMonths } from './terms.ts';

let now = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => now });
beforeEach(() => {
  now = MARKET_TEST_NOW;
});

const DAY_MS = 86_400_000;
/** A new client with an empty portfolio (demo-data.ts). */
const VALENTINA = '16789012-1';
const uf = (date: string) => indicator('uf', date)!.value;
const period = (from: string, to: string) =>
  `?fechaInicio=${toCompactDate(from)}&fechaTermino=${toCompactDate(to)}`;

describe('GET /rentafija/saldos', () => {
  it("values Camila's instruments in force at their rates to today, UF at the day's UF", async () => {
    const body = await read(await demo.as(CAMILA), fi.balances, fi.balances.path);
    const ufToday = uf(MARKET_TEST_DAY);
    expect(body.fecha).toBe(MARKET_TEST_DAY);
    expect(body.valorUF).toBe(Number(ufToday) / 100);
    // The nearest maturity first; the Tesorería bond repaid 120 days ago is no longer held.
    expect(body.posiciones.map((p) => [p.folio, p.tipo, p.nominal.currency])).toEqual([
      ['910102', 'DPF', 'CLP'],
      ['910103', 'DPF', 'UF'],
      ['910101', 'BCU', 'UF'],
    ]);
    const [dpf, dpfUf, bcu] = body.posiciones as [fi.Position, fi.Position, fi.Position];
    // $ 25.000.000 at 5,4 % a year for 60 days (28/09 to 27/11), simple base 365, half up:
    // 25.000.000 x 0,054 x 60 / 365 = 221.917,8 -> 221.918.
    expect(dpf).toMatchObject({
      nemo: 'FNBCH-281226',
      emisor: 'Banco de Chile',
      tasa: 5.4,
      fechaCompra: '2026-09-28',
      fechaVencimiento: '2026-12-28',
      diasAlVencimiento: 31,
      montoCompra: { amount: 25_000_000, currency: 'CLP' },
      valor: { amount: 25_221_918, currency: 'CLP' },
      valorPesos: { amount: 25_221_918, currency: 'CLP' },
    });
    // UF 500 at 2,1 % a year since its start; in pesos at today's UF, to the peso.
    const ufDays = daysBetween(dpfUf.fechaCompra, MARKET_TEST_DAY);
    const ufValue = 50_000n + divide(50_000n * 21_000n * BigInt(ufDays), 365_000_000n, 'halfUp');
    expect(dpfUf.valor).toEqual({ amount: Number(ufValue) / 100, currency: 'UF' });
    expect(dpfUf.valorPesos.amount).toBe(Number(divide(ufValue * ufToday, 10_000n, 'halfUp')));
    // The BCU accrues only since its last coupon (paid every 6 months).
    const lastCoupon = addMonths(bcu.fechaCompra, 12);
    expect(lastCoupon <= MARKET_TEST_DAY).toBe(true);
    expect(addMonths(bcu.fechaCompra, 18) > MARKET_TEST_DAY).toBe(true);
    const bcuDays = BigInt(daysBetween(lastCoupon, MARKET_TEST_DAY));
    const bcuValue = 100_000n + divide(100_000n * 30_000n * bcuDays, 365_000_000n, 'halfUp');
    expect(bcu).toMatchObject({
      nemo: `BCU030${bcu.fechaVencimiento.slice(5, 7)}${bcu.fechaVencimiento.slice(2, 4)}`,
      emisor: 'Banco Central de Chile',
      nominal: { amount: 1_000, currency: 'UF' },
      tasa: 3,
      valor: { amount: Number(bcuValue) / 100, currency: 'UF' },
    });
    expect(body.totalPesos.amount).toBe(
      dpf.valorPesos.amount + dpfUf.valorPesos.amount + bcu.valorPesos.amount,
    );
  });

  it('follows the clock: a day later the accrual and the UF are those of that day', async () => {
    now = MARKET_TEST_NOW + DAY_MS;
    const body = await read(await demo.as(CAMILA), fi.balances, fi.balances.path);
    const tomorrow = addDays(MARKET_TEST_DAY, 1);
    expect(body.fecha).toBe(tomorrow);
    expect(body.valorUF).toBe(Number(uf(tomorrow)) / 100);
    // 61 days: 25.000.000 x 0,054 x 61 / 365 = 225.616,4 -> 225.616.
    expect(body.posiciones[0]?.valor.amount).toBe(25_225_616);
  });
});

describe('GET /rentafija/movimientos', () => {
  it("lists the period's purchases, coupons and maturities, newest first, UF in pesos of their day", async () => {
    const camila = await demo.as(CAMILA);
    const from = addDays(MARKET_TEST_DAY, -800);
    const body = await read(
      camila,
      fi.movements,
      `${fi.movements.path}${period(from, MARKET_TEST_DAY)}`,
    );
    const dates = body.movimientos.map((mv) => mv.fecha);
    expect([...dates].sort().reverse()).toEqual(dates);
    // The Tesorería bond: bought, two coupons, repaid with the last period's interest.
    const btp = body.movimientos.filter((mv) => mv.folio === '910100').reverse();
    expect(btp.map((mv) => mv.tipo)).toEqual(['compra', 'cupon', 'cupon', 'vencimiento']);
    const [bought, c1, , repaid] = btp as [
      (typeof btp)[0],
      (typeof btp)[0],
      (typeof btp)[0],
      (typeof btp)[0],
    ];
    expect(bought.monto).toEqual({ amount: 10_000_000, currency: 'CLP' });
    const couponDays = BigInt(daysBetween(bought.fecha, c1.fecha));
    expect(c1.monto.amount).toBe(
      Number(divide(10_000_000n * 60_000n * couponDays, 365_000_000n, 'halfUp')),
    );
    expect(repaid.fecha).toBe(
      demoDebtRows(MARKET_TEST_DAY).find((r) => r.folio === '910100')!.maturityDate,
    );
    expect(repaid.monto.amount).toBeGreaterThan(10_000_000);
    // A UF movement carries its pesos at the UF of its own date.
    const bcuCoupon = body.movimientos.find((mv) => mv.folio === '910101' && mv.tipo === 'cupon')!;
    expect(bcuCoupon.monto.currency).toBe('UF');
    expect(bcuCoupon.montoPesos.amount).toBe(
      Number(
        divide(
          // UF cents read from the wire's text: exact, never a float times 100.
          parseDecimal(String(bcuCoupon.monto.amount), 2) * uf(bcuCoupon.fecha),
          10_000n,
          'halfUp',
        ),
      ),
    );
    // Nothing after today: the running deposits' maturities are not there yet.
    expect(body.movimientos.some((mv) => mv.fecha > MARKET_TEST_DAY)).toBe(false);
    expect(body.movimientos.filter((mv) => mv.tipo === 'vencimiento')).toHaveLength(1);
  });

  it("keeps to the period: the last 30 days hold the BCU's latest coupon only", async () => {
    const camila = await demo.as(CAMILA);
    const from = addDays(MARKET_TEST_DAY, -30);
    const body = await read(
      camila,
      fi.movements,
      `${fi.movements.path}${period(from, MARKET_TEST_DAY)}`,
    );
    expect(body.movimientos.map((mv) => [mv.folio, mv.tipo])).toEqual([['910101', 'cupon']]);
    expect(body.movimientos[0]!.fecha >= from).toBe(true);
  });
});

describe('GET /pactos/saldos and /pactos/movimientos', () => {
  it('shows the running pacto with its amount at maturity, and the days left', async () => {
    const body = await read(await demo.as(CAMILA), repos.balances, repos.balances.path);
    expect(body.pactos).toHaveLength(1);
    const live = body.pactos[0]!;
    // $ 20.000.000 at 0,38 % a month for 30 days (17/11 to 17/12): + 76.000.
    expect(live).toEqual({
      folio: '930202',
      fechaInicio: '2026-11-17',
      fechaVencimiento: '2026-12-17',
      dias: 30,
      diasRestantes: 20,
      montoInvertido: { amount: 20_000_000, currency: 'CLP' },
      tasaMensual: 0.38,
      montoFinal: { amount: 20_076_000, currency: 'CLP' },
      // 10 days of 30: + 25.333,3 -> 25.333.
      valorActual: { amount: 20_025_333, currency: 'CLP' },
    });
    expect(body).toMatchObject({
      fecha: MARKET_TEST_DAY,
      totalInvertido: { amount: 20_000_000 },
      totalActual: { amount: 20_025_333 },
      totalFinal: { amount: 20_076_000 },
    });
  });

  it('lists the matured pacto’s start and repayment, and the running one’s start', async () => {
    const camila = await demo.as(CAMILA);
    const from = addDays(MARKET_TEST_DAY, -90);
    const body = await read(
      camila,
      repos.movements,
      `${repos.movements.path}${period(from, MARKET_TEST_DAY)}`,
    );
    const past = demoDebtRows(MARKET_TEST_DAY).find((r) => r.folio === '930201')!;
    const days = BigInt(daysBetween(past.startDate, past.maturityDate));
    expect(body.movimientos).toEqual([
      {
        fecha: '2026-11-17',
        tipo: 'inicio',
        folio: '930202',
        tasaMensual: 0.38,
        monto: { amount: 20_000_000, currency: 'CLP' },
      },
      {
        fecha: past.maturityDate,
        tipo: 'vencimiento',
        folio: '930201',
        tasaMensual: 0.42,
        monto: {
          amount: Number(15_000_000n + divide(15_000_000n * 4_200n * days, 30_000_000n, 'halfUp')),
          currency: 'CLP',
        },
      },
      {
        fecha: past.startDate,
        tipo: 'inicio',
        folio: '930201',
        tasaMensual: 0.42,
        monto: { amount: 15_000_000, currency: 'CLP' },
      },
    ]);
  });
});

describe('access and limits', () => {
  it("answers empty to clients without instruments: Camila's are hers only", async () => {
    for (const browser of [await demo.as(RODRIGO, '2001'), await demo.as(VALENTINA)]) {
      const balances = await read(browser, fi.balances, fi.balances.path);
      expect(balances.posiciones).toEqual([]);
      expect(balances.totalPesos.amount).toBe(0);
      const pactos = await read(browser, repos.balances, repos.balances.path);
      expect(pactos.pactos).toEqual([]);
      const range = period(addDays(MARKET_TEST_DAY, -800), MARKET_TEST_DAY);
      expect(
        (await read(browser, fi.movements, `${fi.movements.path}${range}`)).movimientos,
      ).toEqual([]);
      expect(
        (await read(browser, repos.movements, `${repos.movements.path}${range}`)).movimientos,
      ).toEqual([]);
    }
  });

  it('refuses a period missing, shorter than 15 days, reversed, in the future or before 2019', async () => {
    const camila = await demo.as(CAMILA);
    const bad = [
      '',
      `?fechaInicio=${toCompactDate(MARKET_TEST_DAY)}`,
      period(addDays(MARKET_TEST_DAY, -10), MARKET_TEST_DAY),
      period(MARKET_TEST_DAY, addDays(MARKET_TEST_DAY, -30)),
      period(addDays(MARKET_TEST_DAY, -30), addDays(MARKET_TEST_DAY, 1)),
      period('2018-12-01', '2019-01-31'),
      '?fechaInicio=20261131&fechaTermino=20261231',
      '?fechaInicio=2026-10-01&fechaTermino=2026-11-27',
    ];
    for (const path of [fi.movements.path, repos.movements.path]) {
      for (const query of bad) {
        expect((await camila.get(`${path}${query}`)).status, `${path}${query}`).toBe(400);
      }
    }
  });

  it('answers 401 without a session and 403 before a profile is chosen', async () => {
    expect((await new TestBrowser(demo.app).get(fi.balances.path)).status).toBe(401);
    expect((await new TestBrowser(demo.app).get(repos.balances.path)).status).toBe(401);
    const undecided = await demo.as(RODRIGO);
    expect((await undecided.get(fi.balances.path)).status).toBe(403);
    expect((await undecided.get(repos.balances.path)).status).toBe(403);
  });
});
