// The ledger on a seeded database (PGlite, or PostgreSQL with DATABASE_URL): invariants,
// reproducible past balances, scoping, in-transit movements and profitability.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { demoClients } from '../db/demo-data.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { businessDayOnOrAfter, isBusinessDay } from '../market/calendar.ts';
import { seriesOf } from '../market/catalogue.ts';
import { dolarObservado } from '../market/indicators.ts';
import { addDays, daysBetween } from '../market/iso-date.ts';
import { quotaValue } from '../market/prices.ts';
import { MARKET_TEST_DAY, MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { openTestDatabase } from '../test-support/test-db.ts';
import { findAccount, listAccounts } from './accounts.ts';
import { CAMILA, CORDILLERA, PACIFICO, RODRIGO } from './demo-ledger.ts';
import { holdingsAsOf } from './holdings.ts';
import {
  cancelMovement,
  IdempotencyConflict,
  recordMovement,
  type MovementInput,
} from './movement.ts';
import { inTransitMovements, listMovements } from './movement-queries.ts';
import { portfolioAsOf } from './portfolio.ts';
import { periodRange, profitability } from './profitability.ts';
import { seedLedger } from './seed-ledger.ts';

const TODAY = MARKET_TEST_DAY;
const NOW = MARKET_TEST_NOW;
const VALENTINA = '16789012-1';
let db: Database;

interface RawMovement {
  owner_rut: string;
  number: string;
  instrument_id: string;
  kind: string;
  trade_date: string;
  units: string;
  amount: string;
  currency: string;
  status: string;
}

/**
 * Every movement of a client's funds and cash, read straight from the table (the test's own
 * calculation): the ledger's portfolio leaves the shares in custody to the stock desk's valuation.
 */
async function rawMovements(ownerRut: string): Promise<RawMovement[]> {
  return db.query<RawMovement>(
    `SELECT a.owner_rut, a.number, m.instrument_id, m.kind, to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date,
            m.units::text, m.amount::text, m.currency, m.status
     FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
     WHERE a.owner_rut = $1 AND m.instrument_id NOT LIKE 'ACC-%'`,
    [ownerRut],
  );
}

const decimals = (currency: string) => (currency === 'CLP' ? 0 : 2);

/** units x price with half-up rounding to the currency, written out independently of money.ts. */
function valueOf(units: bigint, price: bigint, currency: string): bigint {
  const scaled = units * price * 10n ** BigInt(decimals(currency));
  const q = scaled / 100_000_000n;
  return (scaled % 100_000_000n) * 2n >= 100_000_000n ? q + 1n : q;
}

/** A client's balance in pesos on `date`, from raw movements and prices only. */
async function independentTotal(ownerRut: string, date: string): Promise<bigint> {
  const units = new Map<string, { units: bigint; instrument: string; currency: string }>();
  for (const m of await rawMovements(ownerRut)) {
    if (m.trade_date > date || m.status === 'anulado') continue;
    const key = `${m.number}|${m.instrument_id}`;
    const entry = units.get(key) ?? {
      units: 0n,
      instrument: m.instrument_id,
      currency: m.currency,
    };
    entry.units += BigInt(m.units);
    units.set(key, entry);
  }
  let total = 0n;
  for (const { units: u, instrument, currency } of units.values()) {
    const price =
      instrument === 'CLP' || instrument === 'USD' ? 10_000n : quotaValue(instrument, date)!;
    const value = valueOf(u, price, currency);
    if (currency === 'CLP') total += value;
    else {
      const scaled = value * dolarObservado(date);
      total += scaled / 10_000n + ((scaled % 10_000n) * 2n >= 10_000n ? 1n : 0n);
    }
  }
  return total;
}

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seed(db, demoClients, { now: () => NOW });
});

afterAll(async () => {
  await db?.close();
});

describe('demo ledgers', () => {
  it('gives Camila funds in pesos and dollars, APV and cash, and new clients nothing', async () => {
    const holdings = await holdingsAsOf(db, CAMILA, TODAY);
    expect(new Set(holdings.map((h) => h.currency))).toEqual(new Set(['CLP', 'USD']));
    expect(new Set(holdings.map((h) => h.product))).toEqual(new Set(['ffmm', 'apv', 'ccm']));
    expect(holdings.filter((h) => h.instrumentKind === 'fondo').length).toBeGreaterThanOrEqual(6);
    expect(holdings.every((h) => h.units > 0n && h.value > 0n)).toBe(true);
    expect(await holdingsAsOf(db, VALENTINA, TODAY)).toEqual([]);
    expect(await listAccounts(db, VALENTINA)).toEqual([]);
    expect((await portfolioAsOf(db, VALENTINA, TODAY)).totalClp).toBe(0n);
  });

  it('pays her PAC on day 5 of every month, or the next business day', async () => {
    const pac = (await rawMovements(CAMILA)).filter(
      (m) => m.instrument_id === 'FM-RENTA-CHILE-A' && m.kind === 'aporte',
    );
    const months = pac.map((m) => m.trade_date.slice(0, 7));
    expect(new Set(months).size).toBe(months.length);
    expect(months).toContain('2019-03');
    expect(months).toContain('2026-11');
    for (const m of pac) {
      expect(m.trade_date).toBe(businessDayOnOrAfter(`${m.trade_date.slice(0, 7)}-05`));
      expect(m.amount).toBe('150000');
    }
  });

  it('buys units truncated to 4 decimals at the quota value of the trade date', async () => {
    for (const m of (await rawMovements(CAMILA)).filter((r) => r.kind === 'aporte')) {
      const price = quotaValue(m.instrument_id, m.trade_date)!;
      const scale = 10n ** BigInt(decimals(m.currency));
      expect(BigInt(m.units)).toBe((BigInt(m.amount) * 100_000_000n) / (price * scale));
      expect(valueOf(BigInt(m.units), price, m.currency)).toBeLessThanOrEqual(BigInt(m.amount));
    }
  });

  it('reinvests dividends only of the series that pay them; her shares pay into her cash', async () => {
    const paid = (await rawMovements(CAMILA)).filter((m) => m.kind === 'dividendo');
    const inCash = paid.filter((m) => m.instrument_id === 'CLP');
    const reinvested = paid.filter((m) => m.instrument_id !== 'CLP');
    expect(reinvested.length).toBeGreaterThan(0);
    // Her demo shares' dividends since 2024, in the current account in pesos.
    expect(inCash.length).toBeGreaterThan(0);
    expect(new Set(inCash.map((m) => m.number))).toEqual(new Set(['100234-03']));
    for (const m of reinvested) {
      expect(seriesOf(m.instrument_id).series.paysDividends).toBe(true);
      expect(BigInt(m.units)).toBeGreaterThan(0n);
    }
  });

  it('re-seeding inserts nothing', async () => {
    expect(await seedLedger(db, TODAY)).toEqual({ movementsInserted: 0 });
  });
});

describe('balances', () => {
  it('total equals the sum of the holdings and an independent calculation, today and in the past', async () => {
    for (const date of [TODAY, '2023-06-18', '2020-03-23', '2019-12-31']) {
      for (const rut of [CAMILA, RODRIGO, CORDILLERA, PACIFICO]) {
        const portfolio = await portfolioAsOf(db, rut, date);
        const sum = portfolio.holdings.reduce((s, h) => s + h.valueClp, 0n);
        expect(portfolio.totalClp).toBe(sum);
        expect(portfolio.totalClp).toBe(await independentTotal(rut, date));
      }
    }
  });

  it('a past balance does not change when later history is added', async () => {
    const past = await holdingsAsOf(db, CAMILA, '2024-02-29');
    // The clock moves on two months: the seed adds the new PACs and dividends only.
    const later = await seedLedger(db, '2027-01-29');
    expect(later.movementsInserted).toBeGreaterThan(0);
    expect(await holdingsAsOf(db, CAMILA, '2024-02-29')).toEqual(past);
  });

  it('a weekend or holiday is valued at the last close before it', async () => {
    const thursday = await holdingsAsOf(db, CAMILA, '2026-09-17');
    const holiday = await holdingsAsOf(db, CAMILA, '2026-09-19');
    expect(holiday.map((h) => [h.instrumentId, h.price, h.value])).toEqual(
      thursday.map((h) => [h.instrumentId, h.price, h.value]),
    );
    expect(holiday.find((h) => h.instrumentKind === 'fondo')?.priceDate).toBe('2026-09-17');
  });
});

describe('movements', () => {
  it('keeps one redemption of Camila in transit until its settlement date', async () => {
    const [transit, ...others] = await inTransitMovements(db, CAMILA, TODAY);
    expect(others).toEqual([]);
    expect(transit).toMatchObject({
      kind: 'rescate',
      instrumentId: 'FM-ACCIONES-CHILE-A',
      status: 'en_transito',
    });
    expect(transit!.tradeDate < TODAY).toBe(true);
    expect(transit!.settlementDate > TODAY).toBe(true);
    expect(isBusinessDay(transit!.settlementDate)).toBe(true);
    expect(await inTransitMovements(db, CAMILA, transit!.settlementDate)).toEqual([]);
    const settled = await listMovements(db, CAMILA, {
      from: transit!.tradeDate,
      to: transit!.tradeDate,
      asOf: transit!.settlementDate,
      fundId: 'FM-ACCIONES-CHILE',
    });
    expect(settled.rows.find((m) => m.folio === transit!.folio)?.status).toBe('liquidado');
  });

  it('pages 10 rows newest first within the date range', async () => {
    const first = await listMovements(db, CAMILA, { from: '2025-01-01', to: '2025-12-31' });
    const second = await listMovements(db, CAMILA, {
      from: '2025-01-01',
      to: '2025-12-31',
      page: 2,
    });
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBeGreaterThan(20);
    const dates = [...first.rows, ...second.rows].map((m) => m.tradeDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((d) => d >= '2025-01-01' && d <= '2025-12-31')).toBe(true);
    expect(new Set([...first.rows, ...second.rows].map((m) => m.folio)).size).toBe(20);
  });

  it('refuses to rewrite or delete a movement; only its status changes, and anulado is final', async () => {
    const [row] = await db.query<{ folio: string }>(
      `SELECT m.folio::text FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
       WHERE a.owner_rut = $1 ORDER BY m.folio LIMIT 1`,
      [PACIFICO],
    );
    const folio = row!.folio;
    await expect(
      db.query('UPDATE movements SET amount = amount + 1 WHERE folio = $1', [folio]),
    ).rejects.toThrow(/solo cambia de estado/);
    await expect(
      db.query('UPDATE movements SET units = 0 WHERE folio = $1', [folio]),
    ).rejects.toThrow();
    await expect(db.query('DELETE FROM movements WHERE folio = $1', [folio])).rejects.toThrow(
      /no se eliminan/,
    );
    const before = await portfolioAsOf(db, PACIFICO, TODAY);
    expect(await cancelMovement(db, CAMILA, BigInt(folio))).toBe(false); // not hers
    expect(await cancelMovement(db, PACIFICO, BigInt(folio))).toBe(true);
    await expect(
      db.query(`UPDATE movements SET status = 'liquidado' WHERE folio = $1`, [folio]),
    ).rejects.toThrow(/anulado/);
    // The cancelled movement stays listed, and no longer counts in the balance.
    const listed = await listMovements(db, PACIFICO, {
      from: '2019-01-01',
      to: TODAY,
      pageSize: 100,
    });
    expect(listed.rows.find((m) => m.folio === BigInt(folio))?.status).toBe('anulado');
    expect((await portfolioAsOf(db, PACIFICO, TODAY)).totalClp).toBeLessThan(before.totalClp);
  });

  it('records an operation once per idempotency key and refuses the key with another body', async () => {
    const account = (await findAccount(db, RODRIGO, '100871-01'))!;
    const price = quotaValue('FM-RENTA-CHILE-A', TODAY)!;
    const movement: MovementInput = {
      accountId: account.id,
      instrumentId: 'FM-RENTA-CHILE-A',
      kind: 'aporte',
      tradeDate: TODAY,
      settlementDate: TODAY,
      units: (100_000n * 100_000_000n) / price,
      price,
      amount: 100_000n,
      currency: 'CLP',
      status: 'liquidado',
      idempotencyKey: 'test-key-1',
      actedBy: RODRIGO,
      createdAt: NOW,
    };
    const first = await recordMovement(db, movement);
    expect(first.created).toBe(true);
    expect(await recordMovement(db, movement)).toEqual({ folio: first.folio, created: false });
    await expect(recordMovement(db, { ...movement, amount: 200_000n })).rejects.toBeInstanceOf(
      IdempotencyConflict,
    );
    const count = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM movements WHERE idempotency_key = 'test-key-1'`,
    );
    expect(count[0]?.n).toBe(1);
  });
});

describe('scoping', () => {
  it("never returns another client's accounts, holdings or movements", async () => {
    const own = await listAccounts(db, RODRIGO);
    expect(own.map((a) => a.number)).toEqual(['100871-01']);
    expect(await findAccount(db, RODRIGO, '300112-01')).toBeUndefined();
    expect(await findAccount(db, CORDILLERA, '300112-01')).toBeDefined();
    expect(
      (await holdingsAsOf(db, RODRIGO, TODAY)).every((h) => h.accountNumber === '100871-01'),
    ).toBe(true);
    expect(await holdingsAsOf(db, RODRIGO, TODAY, { accountNumber: '300112-01' })).toEqual([]);
    const movements = await listMovements(db, RODRIGO, {
      from: '2019-01-01',
      to: TODAY,
      pageSize: 100,
    });
    expect(movements.rows.every((m) => m.accountNumber === '100871-01')).toBe(true);
    // The companies' own holdings, reached through Rodrigo's profiles, were ordered by him.
    const company = await listMovements(db, CORDILLERA, {
      from: '2019-01-01',
      to: TODAY,
      pageSize: 100,
    });
    expect(company.rows.every((m) => m.accountNumber.startsWith('300112-'))).toBe(true);
    expect(company.rows.some((m) => m.actedBy === RODRIGO)).toBe(true);
    expect((await portfolioAsOf(db, CORDILLERA, TODAY)).totalClp).toBeGreaterThan(0n);
  });
});

describe('profitability', () => {
  it('matches a Modified Dietz calculation done here from raw movements and prices', async () => {
    for (const period of ['Año en Curso', 'Últimos 12 Meses', 'Mes en Curso'] as const) {
      const { from, to } = periodRange(period, TODAY);
      const result = await profitability(db, CAMILA, from, to);
      const start = addDays(from, -1);
      const v0 = await independentTotal(CAMILA, start);
      const v1 = await independentTotal(CAMILA, to);
      let net = 0n;
      let weighted = 0;
      for (const m of await rawMovements(CAMILA)) {
        if (m.trade_date < from || m.trade_date > to || m.status === 'anulado') continue;
        if (m.kind === 'dividendo' || m.kind === 'comision') continue;
        let clp = BigInt(m.amount);
        if (m.currency === 'USD') {
          const scaled = clp * dolarObservado(m.trade_date);
          clp = scaled / 10_000n + ((scaled % 10_000n) * 2n >= 10_000n ? 1n : 0n);
        }
        if (BigInt(m.units) < 0n) clp = -clp;
        net += clp;
        weighted += (daysBetween(m.trade_date, to) / daysBetween(start, to)) * Number(clp);
      }
      expect(result.startValueClp).toBe(v0);
      expect(result.endValueClp).toBe(v1);
      expect(result.netFlowsClp).toBe(net);
      expect(result.gainClp).toBe(v1 - v0 - net);
      expect(result.rate).toBeCloseTo(Number(v1 - v0 - net) / (Number(v0) + weighted), 12);
    }
  });

  it('is the portfolio value change when the period has no flows', async () => {
    // Rodrigo's April 2023: his PAC of the 5th and his Small Cap purchase of the 3rd are before.
    const result = await profitability(db, RODRIGO, '2023-04-06', '2023-04-30');
    expect(result.startValueClp).toBeGreaterThan(0n);
    expect(result.netFlowsClp).toBe(0n);
    expect(result.rate).toBeCloseTo(
      Number(result.endValueClp) / Number(result.startValueClp) - 1,
      12,
    );
  });

  it('has no rate without anything invested', async () => {
    const result = await profitability(db, VALENTINA, '2026-01-01', TODAY);
    expect(result).toMatchObject({ startValueClp: 0n, endValueClp: 0n, rate: null });
  });

  it('names the four periods of the spec', () => {
    expect(periodRange('Año en Curso', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    expect(periodRange('Mes en Curso', TODAY)).toEqual({ from: '2026-11-01', to: TODAY });
    expect(periodRange('Últimos 12 Meses', TODAY)).toEqual({ from: '2025-11-28', to: TODAY });
    expect(
      periodRange('Período Seleccionado', TODAY, { from: '2024-01-01', to: '2024-06-30' }),
    ).toEqual({
      from: '2024-01-01',
      to: '2024-06-30',
    });
    expect(() => periodRange('Período Seleccionado', TODAY)).toThrow(RangeError);
  });
});
