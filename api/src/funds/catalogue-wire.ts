// The catalogue as the contract answers it: asset classes, funds, series and the day's close.
import type { AssetClass as WireAssetClass, Fund as WireFund, Series } from '@inversiones/contract';
import { messages } from '../messages.ts';
import { ApiError } from '../platform/http.ts';
import { businessDayOnOrBefore, previousBusinessDay } from '../market/calendar.ts';
import { findFund, type AssetClass, type Fund, type FundSeries } from '../market/catalogue.ts';
import { marketDate } from '../market/clock.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { currencyDecimals, divide, toWireNumber, PRICE_DECIMALS } from '../market/money.ts';
import { FIRST_CLOSE, quotaPoint } from '../market/prices.ts';

/** The market's asset classes by their contract names (the allocation's and the fund types'). */
export const wireAssetClass: Readonly<Record<AssetClass, WireAssetClass>> = {
  mercadoMonetario: 'mercadoMonetario',
  deudaCortoPlazo: 'deudaCortoPlazo',
  deudaLargoPlazo: 'deudaLargoPlazo',
  balanceado: 'balanceado',
  accionarioNacional: 'accionesNacionales',
  accionarioInternacional: 'accionesInternacionales',
};

/** Spanish names of the asset classes, as the fund-type filter and the allocation show them. */
export const assetClassNames: Readonly<Record<WireAssetClass, string>> = {
  mercadoMonetario: 'Mercado Monetario',
  deudaCortoPlazo: 'Deuda Corto Plazo',
  deudaLargoPlazo: 'Deuda Largo Plazo',
  balanceado: 'Balanceado',
  accionesNacionales: 'Acciones Nacionales',
  accionesInternacionales: 'Acciones Internacionales',
  caja: 'Caja',
};

/** Minor units of `currency` as the wire's number. */
export const money = (amount: bigint, currency: Fund['currency']) => ({
  amount: toWireNumber(amount, currencyDecimals[currency]),
  currency,
});

/** A quota value (4 decimals) as the wire's number. */
export const quotaNumber = (value: bigint) => toWireNumber(value, PRICE_DECIMALS);

/** (to / from - 1) in percentage points, 4 decimals, rounded half up: exact on the bigints. */
export function percentChange(from: bigint, to: bigint): number {
  return toWireNumber(divide((to - from) * 1_000_000n, from, 'halfUp'), 4);
}

export function toSeries(fund: Fund, series: FundSeries): Series {
  return {
    id: series.code,
    name: `Serie ${series.code}`,
    minimumInvestment: money(series.minimumInitial, fund.currency),
    cutOffTime: fund.cutOff,
    settlementDays: fund.redemptionLagDays,
    annualFee: toWireNumber(BigInt(series.feeBps), 2),
    investEnabled: series.investEnabled,
    redeemEnabled: series.redeemEnabled,
    paysDividends: series.paysDividends,
    apvEligible: series.apvOnly,
  };
}

export function toFund(fund: Fund): WireFund {
  return {
    id: fund.id,
    name: fund.name,
    type: wireAssetClass[fund.assetClass],
    currency: fund.currency,
    riskLevel: fund.riskLevel,
    series: fund.series.map((series) => toSeries(fund, series)),
  };
}

export const catalogueMessages = {
  fundNotFound: 'El fondo solicitado no existe.',
  seriesNotFound: 'La serie solicitada no existe en este fondo.',
} as const;

/** The fund of a path's `fundId`, or the Spanish 404 (any other text, `../` included). */
export function fundOr404(fundId: string): Fund {
  const fund = findFund(fundId);
  if (!fund) throw new ApiError(404, catalogueMessages.fundNotFound);
  return fund;
}

/** The series `seriesId` (its code: 'A', 'APV') of the path's fund, or the Spanish 404. */
export function seriesOr404(fundId: string, seriesId: string): { fund: Fund; series: FundSeries } {
  const fund = fundOr404(fundId);
  const series = fund.series.find((s) => s.code === seriesId);
  if (!series) throw new ApiError(404, catalogueMessages.seriesNotFound);
  return { fund, series };
}

/** The market's today in Santiago by the app's clock. */
export const marketToday = (now: () => number): IsoDate => marketDate(now());

/**
 * The latest close the portal shows: today's when today is a business day (as the ledger values
 * holdings), else the last one before.
 */
export function latestClose(now: () => number): IsoDate {
  const today = marketToday(now);
  if (today < FIRST_CLOSE) throw new ApiError(404, messages.notFound);
  return businessDayOnOrBefore(today);
}

/** A series' close on or before `date` with its date (the first close for earlier dates). */
export function closeOn(series: FundSeries, date: IsoDate): { date: IsoDate; value: bigint } {
  const point = quotaPoint(series.id, date < FIRST_CLOSE ? FIRST_CLOSE : date);
  if (!point) throw new RangeError(`Sin valor cuota para ${series.id} en ${date}`);
  return point;
}

/** The close of the business day before `date`'s close (itself at the very first close). */
export function previousClose(series: FundSeries, date: IsoDate) {
  return date <= FIRST_CLOSE
    ? closeOn(series, FIRST_CLOSE)
    : closeOn(series, previousBusinessDay(date));
}
