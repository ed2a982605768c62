// A custody account's history as the client reads it: the trades (from its own movements) and
// the dividends paid into the current account for it (their keys name the share and record date).
import type { stockOrders as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import type { LedgerAccount } from '../ledger/accounts.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { PRICE_DECIMALS, toWireNumber } from '../market/money.ts';
import { findStock } from '../market/stock-catalogue.ts';
import { stockDividends } from '../market/stock-prices.ts';
import { wireMoney } from '../funds/wire-money.ts';

interface Row {
  folio: string;
  trade_date: string;
  settlement_date: string;
  kind: 'compra' | 'venta' | 'dividendo';
  instrument_id: string;
  idempotency_key: string;
  units: string;
  price: string;
  amount: string;
  number: string;
  account_id: number;
}

const price4 = (value: bigint) => toWireNumber(value, PRICE_DECIMALS);

/** The dividend movements' rows for `custody` in [from, to], with the shares they were paid on. */
async function dividendRows(db: Queryable, custody: LedgerAccount, from: IsoDate, to: IsoDate) {
  const rows = await db.query<Row>(
    `SELECT m.folio::text, to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date,
            to_char(m.settlement_date, 'YYYY-MM-DD') AS settlement_date, m.kind, m.instrument_id,
            m.idempotency_key, m.units::text, m.price::text, m.amount::text, a.number, m.account_id
     FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
     WHERE m.kind = 'dividendo' AND m.idempotency_key LIKE $1
       AND m.trade_date BETWEEN $2::date AND $3::date AND m.status <> 'anulado'
     ORDER BY m.trade_date DESC, m.folio DESC`,
    [`div:${custody.id}:%`, from, to],
  );
  return Promise.all(
    rows.map(async (row) => {
      const [, , ticker = '', date = ''] = row.idempotency_key.split(':');
      const perShare = stockDividends(ticker, date, date)[0]?.perShare ?? 0n;
      const [held] = await db.query<{ units: string }>(
        `SELECT COALESCE(SUM(units), 0)::text AS units FROM movements
         WHERE account_id = $1 AND instrument_id = $2 AND trade_date <= $3::date
           AND status <> 'anulado'`,
        [custody.id, `ACC-${ticker}`, date],
      );
      return { row, ticker, perShare, shares: Number(BigInt(held?.units ?? '0') / 10_000n) };
    }),
  );
}

export async function custodyMovements(
  db: Queryable,
  custody: LedgerAccount,
  from: IsoDate,
  to: IsoDate,
): Promise<contract.MovementsResponse> {
  const trades = await db.query<Row>(
    `SELECT m.folio::text, to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date,
            to_char(m.settlement_date, 'YYYY-MM-DD') AS settlement_date, m.kind, m.instrument_id,
            m.idempotency_key, m.units::text, m.price::text, m.amount::text, a.number, m.account_id
     FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
     WHERE m.account_id = $1 AND m.instrument_id LIKE 'ACC-%' AND m.status <> 'anulado'
       AND m.trade_date BETWEEN $2::date AND $3::date
     ORDER BY m.trade_date DESC, m.folio DESC`,
    [custody.id, from, to],
  );
  const movimientos: contract.MovementsResponse['movimientos'] = [
    ...trades.map((row) => ({
      folio: row.folio,
      fecha: row.trade_date,
      liquidacion: row.settlement_date,
      tipo: row.kind,
      nemo: row.instrument_id.slice('ACC-'.length),
      cantidad: Number((BigInt(row.units) < 0n ? -BigInt(row.units) : BigInt(row.units)) / 10_000n),
      precio: price4(BigInt(row.price)),
      monto: wireMoney(BigInt(row.amount), 'CLP'),
      cuenta: row.number,
    })),
    ...(await dividendRows(db, custody, from, to)).map(({ row, ticker, perShare, shares }) => ({
      folio: row.folio,
      fecha: row.trade_date,
      liquidacion: row.settlement_date,
      tipo: 'dividendo' as const,
      nemo: ticker,
      cantidad: shares,
      precio: price4(perShare),
      monto: wireMoney(BigInt(row.amount), 'CLP'),
      cuenta: row.number,
    })),
  ];
  // Newest first, the folio breaking ties.
  movimientos.sort((a, b) =>
    a.fecha === b.fecha ? Number(BigInt(b.folio) - BigInt(a.folio)) : a.fecha < b.fecha ? 1 : -1,
  );
  return { movimientos };
}

export async function custodyDividends(
  db: Queryable,
  custody: LedgerAccount,
  from: IsoDate,
  to: IsoDate,
): Promise<contract.DividendsResponse> {
  let total = 0n;
  const dividendos = (await dividendRows(db, custody, from, to)).map(
    ({ row, ticker, perShare, shares }) => {
      total += BigInt(row.amount);
      return {
        fecha: row.trade_date,
        nemo: ticker,
        nombre: findStock(ticker)?.name ?? ticker,
        acciones: shares,
        porAccion: price4(perShare),
        monto: wireMoney(BigInt(row.amount), 'CLP'),
        cuenta: row.number,
      };
    },
  );
  return { dividendos, total: wireMoney(total, 'CLP') };
}
