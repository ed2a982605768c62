// The shares in a custody account: per share, what is held, what pending sales set aside, and
// what went in (purchases less sales at their gross amounts), all from the ledger's movements.
import type { Queryable } from '../db/database.ts';
import type { LedgerAccount } from '../ledger/accounts.ts';

export interface CustodyPosition {
  ticker: string;
  quantity: number;
  reserved: number;
  /** Whole pesos, signed. */
  invested: bigint;
}

export async function custodyPositions(
  db: Queryable,
  ownerRut: string,
  custody: LedgerAccount,
): Promise<CustodyPosition[]> {
  const rows = await db.query<{
    ticker: string;
    units: string;
    invested: string;
    reserved: number;
  }>(
    `SELECT substring(m.instrument_id FROM 5) AS ticker, SUM(m.units)::text AS units,
            SUM(CASE WHEN m.units < 0 THEN -m.amount ELSE m.amount END)::text AS invested,
            (SELECT COALESCE(SUM(o.quantity), 0) FROM stock_orders o
             WHERE o.owner_rut = $2 AND o.side = 'venta' AND o.state = 'pendiente'
               AND o.ticker = substring(m.instrument_id FROM 5))::int AS reserved
     FROM movements m
     WHERE m.account_id = $1 AND m.status <> 'anulado' AND m.instrument_id LIKE 'ACC-%'
     GROUP BY m.instrument_id
     HAVING SUM(m.units) <> 0
     ORDER BY m.instrument_id`,
    [custody.id, ownerRut],
  );
  return rows.map((row) => ({
    ticker: row.ticker,
    quantity: Number(BigInt(row.units) / 10_000n),
    reserved: row.reserved,
    invested: BigInt(row.invested),
  }));
}
