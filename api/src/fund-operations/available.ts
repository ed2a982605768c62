// What an account may still take out of one instrument: the fund units free to redeem, the cash
// free to pay with. Orders already placed for a later day that take out count at once; those
// that bring in count from their day (spec 8: after-hours movements reduce the available balance);
// cash held for a transfer abroad in course (cash_holds) is not free either.
import type { Queryable } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';

export interface Available {
  /** 4 decimals. */
  units: bigint;
  /** After-hours orders (traded after today) take units out of it. */
  reducedByAfterHours: boolean;
  /** Every unit ever recorded in it, later orders included (a first subscription has none). */
  everHeld: boolean;
}

export async function availableUnits(
  db: Queryable,
  accountId: number,
  instrumentId: string,
  today: IsoDate,
): Promise<Available> {
  const [row] = await db.query<{
    units: string;
    held: string;
    reduced: boolean | null;
    ever: boolean | null;
  }>(
    `SELECT COALESCE(SUM(units) FILTER (WHERE trade_date <= $3::date OR units < 0), 0)::text AS units,
            (SELECT COALESCE(SUM(units), 0) FROM cash_holds
             WHERE account_id = $1 AND instrument_id = $2)::text AS held,
            bool_or(trade_date > $3::date AND units < 0) AS reduced,
            bool_or(units > 0) AS ever
     FROM movements
     WHERE account_id = $1 AND instrument_id = $2 AND status <> 'anulado'`,
    [accountId, instrumentId, today],
  );
  return {
    // Cash held for a transfer in course is still hers, but not to spend twice.
    units: BigInt(row?.units ?? '0') - BigInt(row?.held ?? '0'),
    reducedByAfterHours: row?.reduced === true,
    everHeld: row?.ever === true,
  };
}
