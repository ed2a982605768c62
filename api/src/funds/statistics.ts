// Annualized statistics of a series over the windows of the fund page (1, 3, 5 years, total).
import { funds as contract } from '@inversiones/contract';

const { CHART_START, STATISTICS_WINDOWS } = contract;
import { findSeries, type Fund, type FundSeries } from '../market/catalogue.ts';
import { daysBetween, isoDate, type IsoDate } from '../market/iso-date.ts';
import { quotaValues } from '../market/prices.ts';
import { closeOn } from './catalogue-wire.ts';

type StatisticsWindow = (typeof STATISTICS_WINDOWS)[number];

/** Business days in a year, the usual factor that annualizes a daily volatility. */
export const TRADING_DAYS_PER_YEAR = 252;

/** The risk-free return of the Sharpe ratio: the money-market series A of the fund's currency. */
export const RISK_FREE_SERIES: Readonly<Record<string, string>> = {
  CLP: 'FM-LIQUIDEZ-PESOS-A',
  USD: 'FM-LIQUIDEZ-DOLAR-A',
};

const round4 = (value: number) => Math.round(value * 10_000) / 10_000 || 0;

/** `n` years before `date` (29 February goes to the 28th). */
function yearsBefore(date: IsoDate, n: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return isoDate(y - n, m, m === 2 && d === 29 ? 28 : d);
}

/** The closes a window reads: the last close on or before `from` (its base), then each to `to`. */
function windowCloses(series: FundSeries, from: IsoDate, to: IsoDate) {
  const base = closeOn(series, from);
  const rest = quotaValues(series.id, base.date, to).filter((p) => p.date > base.date);
  return { baseDate: base.date, values: [base, ...rest].map((p) => Number(p.value) / 10_000) };
}

/** Compound annual growth in percentage points: ((last / first) ^ (365 / calendar days) - 1) x 100. */
function annualizedReturn(values: readonly number[], days: number): number {
  const first = values[0] as number;
  const last = values[values.length - 1] as number;
  return days > 0 ? ((last / first) ** (365 / days) - 1) * 100 : 0;
}

/** Sample standard deviation of the daily simple returns, x sqrt(252), in percentage points. */
function annualizedVolatility(values: readonly number[]): number {
  const returns = values.slice(1).map((value, i) => value / (values[i] as number) - 1);
  if (returns.length < 2) return 0;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return Math.sqrt(variance) * Math.sqrt(TRADING_DAYS_PER_YEAR) * 100;
}

/** Deepest fall from the highest close so far: min(value / running max - 1) x 100 (<= 0). */
function maxDrawdown(values: readonly number[]): number {
  let peak = -Infinity;
  let deepest = 0;
  for (const value of values) {
    peak = Math.max(peak, value);
    deepest = Math.min(deepest, value / peak - 1);
  }
  return deepest * 100;
}

export interface WindowStatistics {
  window: StatisticsWindow;
  from: IsoDate;
  to: IsoDate;
  annualizedReturn: number;
  annualizedVolatility: number;
  maxDrawdown: number;
  sharpe: number;
}

/** The four windows of `series` up to the close of `to`. */
export function statistics(fund: Fund, series: FundSeries, to: IsoDate): WindowStatistics[] {
  const riskFree = findSeries(RISK_FREE_SERIES[fund.currency] ?? '')?.series;
  return STATISTICS_WINDOWS.map((window) => {
    const nominal = window === 'total' ? CHART_START : yearsBefore(to, Number(window[0]));
    const from = nominal < CHART_START ? CHART_START : nominal;
    const { baseDate, values } = windowCloses(series, from, to);
    const days = daysBetween(baseDate, to);
    const yearly = annualizedReturn(values, days);
    const volatility = annualizedVolatility(values);
    const free = riskFree ? annualizedReturn(windowCloses(riskFree, from, to).values, days) : 0;
    return {
      window,
      from,
      to,
      annualizedReturn: round4(yearly),
      annualizedVolatility: round4(volatility),
      maxDrawdown: round4(maxDrawdown(values)),
      // Excess return over the money-market rate per point of volatility.
      sharpe: volatility > 0 ? round4((yearly - free) / volatility) : 0,
    };
  });
}

/**
 * A model portfolio's return and volatility for the strategy simulator, in basis points: the
 * weighted 5-year annualized return and volatility of its series up to `to` (the volatility as a
 * weighted average: no credit for diversification, a prudent estimate). Weights in basis points.
 */
export function portfolioFiguresBps(
  allocation: readonly { seriesId: string; weightBps: number }[],
  to: IsoDate,
): { returnBps: number; volatilityBps: number } {
  let yearly = 0;
  let volatility = 0;
  for (const { seriesId, weightBps } of allocation) {
    const found = findSeries(seriesId);
    if (!found) throw new Error(`Serie desconocida: ${seriesId}`);
    const five = statistics(found.fund, found.series, to).find((w) => w.window === '5a');
    yearly += ((five?.annualizedReturn ?? 0) * weightBps) / 10_000;
    volatility += ((five?.annualizedVolatility ?? 0) * weightBps) / 10_000;
  }
  return { returnBps: Math.round(yearly * 100), volatilityBps: Math.round(volatility * 100) };
}
