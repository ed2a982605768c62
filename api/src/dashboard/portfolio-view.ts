// The home's statement and portfolio: one read of the holdings, every slice summing to the total.
import type { dashboard, Product } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { previousBusinessDay } from '../market/calendar.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { Currency } from '../market/money.ts';
import { cachedLedgerOn } from '../ledger/cached-holdings.ts';
import { holdingFund, type Holding } from '../ledger/holdings.ts';
import { byCurrencyOf, wireDollarRate } from '../funds/fund-holdings.ts';
import {
  assetClassNames,
  currencyNames,
  sumBy,
  wireAssetClass,
  wireClp,
  wireMoney,
  wirePercent,
  wireWeights,
} from '../funds/wire-money.ts';
import { productNames } from './product-names.ts';
import { custodyHoldingsOn } from '../stock-orders/custody-holdings.ts';

const total = (holdings: readonly Holding[]) => holdings.reduce((sum, h) => sum + h.valueClp, 0n);

/** Slices of `holdings` grouped by `key`, in first-seen order, weights adding to 100. */
function slices<K extends string | number>(
  holdings: readonly Holding[],
  key: (h: Holding) => K,
  name: (k: K) => string,
) {
  const sums = [...sumBy(holdings.map((h) => ({ key: key(h), value: h.valueClp })))];
  const weights = wireWeights(sums.map(([, value]) => value));
  return sums.map(([id, value], i) => ({
    id,
    name: name(id),
    valueClp: wireClp(value),
    weight: weights[i] as number,
  }));
}

const assetClassOf = (h: Holding) => {
  if (h.instrumentKind === 'accion') return wireAssetClass('accionarioNacional');
  const fund = holdingFund(h);
  return fund ? wireAssetClass(fund.assetClass) : 'caja';
};

/** The cached funds and cash of each date, with the shares in custody valued at `now`'s prices. */
export async function holdingsWithShares(
  db: Database,
  ownerRut: string,
  dates: readonly IsoDate[],
  now: number,
): Promise<Holding[][]> {
  const ledger = await cachedLedgerOn(db, ownerRut, dates);
  // Most clients hold no shares: their home costs no query more (the accounts' read says so).
  if (!ledger.products.has('acciones')) return ledger.holdings.map((holdings) => [...holdings]);
  const shares = await custodyHoldingsOn(db, ownerRut, dates, now);
  return ledger.holdings.map((holdings, i) => [...holdings, ...(shares[i] ?? [])]);
}

/** The statement of `date`: the total, its change since the previous business day, by product. */
export async function statementAsOf(
  db: Database,
  ownerRut: string,
  date: IsoDate,
  now: number,
): Promise<dashboard.StatementResponse> {
  const [holdings = [], before = []] = await holdingsWithShares(
    db,
    ownerRut,
    [date, previousBusinessDay(date)],
    now,
  );
  const today = total(holdings);
  const previous = total(before);
  const variation = today - previous;
  const products = slices(
    holdings,
    (h) => h.product,
    (p) => productNames[p],
  ).map((slice) => ({
    ...slice,
    byCurrency: byCurrencyOf(holdings.filter((h) => h.product === slice.id)),
  }));
  return {
    date,
    valuedAt: new Date(now).toISOString(),
    dollarRate: wireDollarRate(date),
    total: wireClp(today),
    dayVariation: wireClp(variation),
    dayVariationPercent: wirePercent(variation, previous),
    products,
  };
}

/** Every holding of `date` with the allocations by product, asset class and currency. */
export async function portfolioAsOfDate(
  db: Database,
  ownerRut: string,
  date: IsoDate,
  now: number,
): Promise<dashboard.PortfolioResponse> {
  const [holdings = []] = await holdingsWithShares(db, ownerRut, [date], now);
  return {
    date,
    valuedAt: new Date(now).toISOString(),
    dollarRate: wireDollarRate(date),
    total: wireClp(total(holdings)),
    holdings: holdings.map((h) => {
      const fund = holdingFund(h);
      return {
        product: h.product,
        accountId: h.accountNumber,
        instrumentId: fund ? fund.id : h.instrumentId,
        seriesId: h.series,
        name: fund
          ? `${fund.name} Serie ${h.series}`
          : h.instrumentKind === 'accion'
            ? h.instrumentName
            : `Saldo ${productNames[h.product]}`,
        assetClass: assetClassOf(h),
        value: wireMoney(h.value, h.currency),
        valueClp: wireClp(h.valueClp),
      };
    }),
    byProduct: slices(
      holdings,
      (h): Product => h.product,
      (p) => productNames[p],
    ),
    byAssetClass: slices(holdings, assetClassOf, (a) => assetClassNames[a]),
    byCurrency: slices(
      holdings,
      (h): Currency => h.currency,
      (c) => currencyNames[c],
    ),
  };
}
