// Mis Fondos: the fund holdings of the profile's mutual fund accounts, as the contract answers them.
import type { FundHolding, funds } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { seriesOf } from '../market/catalogue.ts';
import { indicator } from '../market/indicators.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { toWireNumber, type Currency } from '../market/money.ts';
import { cachedHoldingsAsOf } from '../ledger/cached-holdings.ts';
import type { Holding } from '../ledger/holdings.ts';
import type { LedgerAccount } from '../ledger/accounts.ts';
import { toWireAccount } from '../dashboard/product-names.ts';
import { sumBy, wireAssetClass, wireClp, wireMoney, wirePercent } from './wire-money.ts';

/** The dólar observado an answer of `date` converts with (the last fixed on or before it). */
export function wireDollarRate(date: IsoDate) {
  const point = indicator('dolarObservado', date);
  if (!point) throw new RangeError(`Sin dólar observado para ${date}`);
  return { value: toWireNumber(point.value, 2), date: point.date };
}

/**
 * One fund holding on the wire. `invested` is the ledger's money put in minus money taken out;
 * a holding whose redemptions returned more than was put in has nothing left invested (0).
 */
export function toFundHolding(holding: Holding): FundHolding {
  const { fund, series } = seriesOf(holding.instrumentId);
  const currency = holding.currency;
  const invested = holding.netInvested > 0n ? holding.netInvested : 0n;
  const gain = holding.value - invested;
  return {
    fundId: fund.id,
    fundName: fund.name,
    seriesId: series.code,
    accountId: holding.accountNumber,
    type: wireAssetClass(fund.assetClass),
    riskLevel: fund.riskLevel,
    currency,
    units: toWireNumber(holding.units, 4),
    quotaValue: toWireNumber(holding.price, 4),
    quotaDate: holding.priceDate,
    value: wireMoney(holding.value, currency),
    valueClp: wireClp(holding.valueClp),
    invested: wireMoney(invested, currency),
    gain: wireMoney(gain, currency),
    gainPercent: wirePercent(gain, invested),
  };
}

/** The mutual fund holdings (product `ffmm`) of `ownerRut` at the close of `date`. */
export const fundHoldingsAsOf = async (db: Database, ownerRut: string, date: IsoDate) =>
  (await cachedHoldingsAsOf(db, ownerRut, date, { product: 'ffmm' })).filter(
    (h) => h.instrumentKind === 'fondo',
  );

/** Per-currency sums of holdings' values, CLP first. */
export function byCurrencyOf(holdings: readonly Holding[]) {
  const sums = sumBy(holdings.map((h) => ({ key: h.currency, value: h.value })));
  return [...sums]
    .sort(([a], [b]) => (a === 'CLP' ? -1 : b === 'CLP' ? 1 : a.localeCompare(b)))
    .map(([currency, value]) => wireMoney(value, currency as Currency));
}

/** The holdings answer (Mis Fondos, the balance report) from already read holdings. */
export function holdingsAnswer(date: IsoDate, holdings: readonly Holding[]): funds.Holdings {
  return {
    date,
    dollarRate: wireDollarRate(date),
    holdings: holdings.map(toFundHolding),
    total: wireClp(holdings.reduce((sum, h) => sum + h.valueClp, 0n)),
    byCurrency: byCurrencyOf(holdings),
  };
}

/** One fund account's balance: its value in CLP and per currency, and how many holdings. */
export function accountBalanceOf(account: LedgerAccount, holdings: readonly Holding[]) {
  const own = holdings.filter((h) => h.accountNumber === account.number);
  return {
    account: toWireAccount(account),
    valueClp: wireClp(own.reduce((sum, h) => sum + h.valueClp, 0n)),
    byCurrency: byCurrencyOf(own),
    holdings: own.length,
  };
}
