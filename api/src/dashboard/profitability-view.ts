// Profitability of the four periods, in pesos, for the whole portfolio and each product line.
import type { dashboard, Product } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { dolarObservado } from '../market/indicators.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { toClp, type Currency } from '../market/money.ts';
import { FIRST_CLOSE } from '../market/prices.ts';
import type { Holding } from '../ledger/holdings.ts';
import { EXTERNAL_FLOW_KINDS } from '../ledger/movement.ts';
import { modifiedDietz, type Flow, type ProfitabilityPeriod } from '../ledger/profitability.ts';
import { sumBy, wireClp } from '../funds/wire-money.ts';
import { holdingsWithShares } from './portfolio-view.ts';
import { productNames } from './product-names.ts';

type ProductFlow = Flow & { product: Product };

/** External flows of `ownerRut` traded in [from, to], in pesos at each trade date's dollar. */
async function productFlows(
  db: Database,
  ownerRut: string,
  from: IsoDate,
  to: IsoDate,
): Promise<ProductFlow[]> {
  const rows = await db.query<{
    product: Product;
    trade_date: string;
    units: string;
    amount: string;
    currency: Currency;
  }>(
    `SELECT a.product, to_char(m.trade_date, 'YYYY-MM-DD') AS trade_date, m.units::text,
            m.amount::text, m.currency
     FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
     WHERE a.owner_rut = $1 AND m.trade_date BETWEEN $2::date AND $3::date
       AND m.status <> 'anulado' AND m.kind = ANY($4::text[])`,
    [ownerRut, from, to, EXTERNAL_FLOW_KINDS],
  );
  return rows.map((row) => {
    const rate = row.currency === 'CLP' ? 0n : dolarObservado(row.trade_date);
    const amount = toClp(BigInt(row.amount), row.currency, rate);
    return {
      product: row.product,
      date: row.trade_date,
      amountClp: BigInt(row.units) < 0n ? -amount : amount,
    };
  });
}

/** A Modified Dietz rate as percentage points with 4 decimals (0 with nothing invested). */
export const wireRate = (rate: number | null) => (rate === null ? 0 : Math.round(rate * 1e6) / 1e4);

function result(start: IsoDate, to: IsoDate, startValue: bigint, endValue: bigint, flows: Flow[]) {
  const { gain, netFlows, rate } = modifiedDietz(start, to, startValue, endValue, flows);
  return {
    startValue: wireClp(startValue),
    endValue: wireClp(endValue),
    netContributions: wireClp(netFlows),
    gain: wireClp(gain),
    percent: wireRate(rate),
  };
}

const byProduct = (holdings: readonly Holding[]) =>
  sumBy(holdings.map((h) => ({ key: h.product, value: h.valueClp })));

/**
 * The period [from, to]: from the close of the day before `from` to the close of `to`, money-
 * weighted by Modified Dietz (each flow weighted by the days it was invested). The shares in
 * custody count at each close (today at `now`'s price), as in the home's total.
 */
export async function profitabilityOf(
  db: Database,
  ownerRut: string,
  periodo: ProfitabilityPeriod,
  from: IsoDate,
  to: IsoDate,
  now: number,
): Promise<dashboard.ProfitabilityResponse> {
  const start = addDays(from, -1);
  const before = start >= FIRST_CLOSE;
  const [holdings, flows] = await Promise.all([
    holdingsWithShares(db, ownerRut, before ? [start, to] : [to], now),
    productFlows(db, ownerRut, from, to),
  ]);
  const [startHoldings = [], endHoldings = []] = before ? holdings : [[], ...holdings];
  const startBy = byProduct(startHoldings);
  const endBy = byProduct(endHoldings);
  const sum = (values: Iterable<bigint>) => [...values].reduce((a, b) => a + b, 0n);
  const products = (Object.keys(productNames) as Product[]).filter(
    (p) => startBy.has(p) || endBy.has(p) || flows.some((f) => f.product === p),
  );
  return {
    periodo,
    valuedAt: new Date(now).toISOString(),
    startDate: from,
    endDate: to,
    ...result(start, to, sum(startBy.values()), sum(endBy.values()), flows),
    byProduct: products.map((product) => ({
      product,
      name: productNames[product],
      ...result(
        start,
        to,
        startBy.get(product) ?? 0n,
        endBy.get(product) ?? 0n,
        flows.filter((f) => f.product === product),
      ),
    })),
  };
}
