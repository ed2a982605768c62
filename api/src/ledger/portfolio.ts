// The portfolio total: every holding in pesos, dollars at the dólar observado of the date.
import type { Database } from '../db/database.ts';
import { indicator } from '../market/indicators.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { Currency } from '../market/money.ts';
import type { Product } from './demo-ledger.ts';
import { holdingsAsOf, type Holding } from './holdings.ts';

export interface Portfolio {
  date: IsoDate;
  /** Pesos per dollar (2 decimals) used for the conversion; null before the market's start. */
  dolarObservado: bigint | null;
  /** Sum of every holding's `valueClp`: the home total. */
  totalClp: bigint;
  /** Totals in each holding currency (minor units), before conversion. */
  byCurrency: Partial<Record<Currency, bigint>>;
  /** Totals in pesos per product line (the product pages' totals). */
  byProductClp: Partial<Record<Product, bigint>>;
  holdings: Holding[];
}

export async function portfolioAsOf(
  db: Database,
  ownerRut: string,
  date: IsoDate,
): Promise<Portfolio> {
  const holdings = await holdingsAsOf(db, ownerRut, date);
  const byCurrency: Partial<Record<Currency, bigint>> = {};
  const byProductClp: Partial<Record<Product, bigint>> = {};
  let totalClp = 0n;
  for (const h of holdings) {
    totalClp += h.valueClp;
    byCurrency[h.currency] = (byCurrency[h.currency] ?? 0n) + h.value;
    byProductClp[h.product] = (byProductClp[h.product] ?? 0n) + h.valueClp;
  }
  return {
    date,
    dolarObservado: indicator('dolarObservado', date)?.value ?? null,
    totalClp,
    byCurrency,
    byProductClp,
    holdings,
  };
}
