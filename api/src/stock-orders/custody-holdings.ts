// The shares in custody as holdings of the ledger, valued at the live price on today's date (the
// price of the 10-second step, or the last close outside the session) and at the close of any
// earlier date: what the home adds to the funds and cash (those are cached per ledger version,
// these move every 10 s, so they are valued apart and never cached).
import type { Database } from '../db/database.ts';
import type { Holding } from '../ledger/holdings.ts';
import { marketDate } from '../market/clock.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { unitsValue } from '../market/money.ts';
import { findStock } from '../market/stock-catalogue.ts';
import { stockClose, stockQuote } from '../market/stock-prices.ts';
import { settleDueOrders } from './orders.ts';

interface Row {
  number: string;
  instrument_id: string;
  units: string;
  net_invested: string;
}

/** The owner's shares on `date` (each date asked), after bringing their orders up to date at `now`. */
export async function custodyHoldingsOn(
  db: Database,
  ownerRut: string,
  dates: readonly IsoDate[],
  now: number,
): Promise<Holding[][]> {
  await settleDueOrders(db, ownerRut, now);
  const today = marketDate(now);
  return Promise.all(
    dates.map(async (date) => {
      const rows = await db.query<Row>(
        `SELECT a.number, m.instrument_id, SUM(m.units)::text AS units,
                SUM(CASE WHEN m.units < 0 THEN -m.amount ELSE m.amount END)::text AS net_invested
         FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
         WHERE a.owner_rut = $1 AND a.product = 'acciones' AND m.instrument_id LIKE 'ACC-%'
           AND m.trade_date <= $2::date AND m.status <> 'anulado'
         GROUP BY a.number, m.instrument_id
         HAVING SUM(m.units) <> 0
         ORDER BY a.number, m.instrument_id`,
        [ownerRut, date],
      );
      return rows.map((row): Holding => {
        const ticker = row.instrument_id.slice('ACC-'.length);
        const priced =
          date === today
            ? (({ last, date: day }) => ({ price: last, date: day }))(stockQuote(ticker, now))
            : (({ close, date: day }) => ({ price: close, date: day }))(
                stockClose(ticker, date) as { close: bigint; date: IsoDate },
              );
        const units = BigInt(row.units);
        const value = unitsValue(units, priced.price, 'CLP');
        const netInvested = BigInt(row.net_invested);
        return {
          accountNumber: row.number,
          product: 'acciones',
          regime: null,
          instrumentId: row.instrument_id,
          instrumentKind: 'accion',
          instrumentName: findStock(ticker)?.name ?? ticker,
          fundId: null,
          series: null,
          currency: 'CLP',
          units,
          price: priced.price,
          priceDate: priced.date,
          value,
          valueClp: value,
          netInvested,
          gain: value - netInvested,
        };
      });
    }),
  );
}
