// Holdings on any date: the sum of movements up to it, valued at that date's prices.
import type { Database } from '../db/database.ts';
import { findSeries } from '../market/catalogue.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { dolarObservado } from '../market/indicators.ts';
import { toClp, unitsValue, type Currency } from '../market/money.ts';
import type { Product } from './demo-ledger.ts';
import { instrumentPrice } from './instruments.ts';
import { EXTERNAL_FLOW_KINDS } from './movement.ts';

export interface Holding {
  accountNumber: string;
  product: Product;
  regime: 'A' | 'B' | null;
  instrumentId: string;
  instrumentKind: 'fondo' | 'moneda' | 'accion' | 'renta_fija';
  instrumentName: string;
  /** Fund id and series code for funds, null for cash. */
  fundId: string | null;
  series: string | null;
  currency: Currency;
  /** 4 decimals. */
  units: bigint;
  /** Price per unit (4 decimals) of `priceDate`: the last close on or before the asked date. */
  price: bigint;
  priceDate: IsoDate;
  /** units x price, minor units of `currency`, rounded half up. */
  value: bigint;
  /** `value` in pesos at the dólar observado of the date. */
  valueClp: bigint;
  /** Money put in minus money taken out (minor units of `currency`), dividends excluded. */
  netInvested: bigint;
  /** value - netInvested. */
  gain: bigint;
}

interface HoldingRow {
  number: string;
  product: Product;
  regime: 'A' | 'B' | null;
  instrument_id: string;
  kind: Holding['instrumentKind'];
  name: string;
  fund_id: string | null;
  series: string | null;
  currency: Currency;
  units: string;
  net_invested: string;
}

export interface HoldingsFilter {
  accountNumber?: string;
  product?: Product;
}

/**
 * What `ownerRut` holds at the close of `date`: movements traded on or before it (cancelled ones
 * excluded) summed per account and instrument, valued at that date's prices. A redemption leaves
 * the holding on its trade date, even while its payment is in transit.
 */
export async function holdingsAsOf(
  db: Database,
  ownerRut: string,
  date: IsoDate,
  filter: HoldingsFilter = {},
): Promise<Holding[]> {
  const rows = await db.query<HoldingRow>(
    `SELECT a.number, a.product, a.regime, i.id AS instrument_id, i.kind, i.name, i.fund_id,
            i.series, i.currency, SUM(m.units)::text AS units,
            SUM(CASE WHEN m.kind <> ALL($3::text[]) THEN 0
                     WHEN m.units < 0 THEN -m.amount ELSE m.amount END)::text
              AS net_invested
     FROM movements m
     JOIN ledger_accounts a ON a.id = m.account_id
     JOIN instruments i ON i.id = m.instrument_id
     -- Shares move every 10 s: valued apart, never cached (stock-orders/custody-holdings.ts).
     WHERE a.owner_rut = $1 AND m.trade_date <= $2::date AND m.status <> 'anulado'
       AND i.kind <> 'accion'
       AND ($4::text IS NULL OR a.number = $4) AND ($5::text IS NULL OR a.product = $5)
     GROUP BY a.number, a.product, a.regime, i.id, i.kind, i.name, i.fund_id, i.series, i.currency
     HAVING SUM(m.units) <> 0
     ORDER BY a.number, i.kind, i.id`,
    [ownerRut, date, EXTERNAL_FLOW_KINDS, filter.accountNumber ?? null, filter.product ?? null],
  );
  if (rows.length === 0) return [];
  const dollar = rows.some((r) => r.currency !== 'CLP') ? dolarObservado(date) : 0n;
  return rows.map((row) => {
    const units = BigInt(row.units);
    const priced = instrumentPrice(row.instrument_id, date);
    if (!priced) throw new Error(`Sin precio para ${row.instrument_id} el ${date}`);
    const value = unitsValue(units, priced.price, row.currency);
    const netInvested = BigInt(row.net_invested);
    return {
      accountNumber: row.number,
      product: row.product,
      regime: row.regime,
      instrumentId: row.instrument_id,
      instrumentKind: row.kind,
      instrumentName: row.name,
      fundId: row.fund_id,
      series: row.series,
      currency: row.currency,
      units,
      price: priced.price,
      priceDate: priced.date,
      value,
      valueClp: toClp(value, row.currency, dollar),
      netInvested,
      gain: value - netInvested,
    };
  });
}

/** The fund of a holding, for names and rules (undefined for cash). */
export const holdingFund = (holding: Holding) => findSeries(holding.instrumentId)?.fund;
