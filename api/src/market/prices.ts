// Daily quota values of every fund series since 2019: a seeded random walk, memoised per fund.
// A pure function of the seed and the calendar, so every machine and API instance agrees.
import { businessDayOnOrAfter, marketDays, nextBusinessDay } from './calendar.ts';
import { findFund, seriesOf, type AssetClass, type Fund } from './catalogue.ts';
import type { IsoDate } from './iso-date.ts';
import { divide } from './money.ts';
import { seededRandom, type Random } from './random.ts';

/** The market's history starts here (prices, indicators and charts). */
export const MARKET_START: IsoDate = '2019-01-01';
/** The first close: 1 January is a holiday. */
export const FIRST_CLOSE: IsoDate = businessDayOnOrAfter(MARKET_START);

const PPB = 1_000_000_000;

/** Gross yearly drift and daily volatility by asset class (before the series' fee). */
const behaviour: Readonly<
  Record<AssetClass, { drift: number; driftUsd: number; volatility: number }>
> = {
  mercadoMonetario: { drift: 0.045, driftUsd: 0.025, volatility: 0.00004 },
  deudaCortoPlazo: { drift: 0.055, driftUsd: 0.035, volatility: 0.0004 },
  deudaLargoPlazo: { drift: 0.062, driftUsd: 0.047, volatility: 0.0022 },
  balanceado: { drift: 0.078, driftUsd: 0.06, volatility: 0.0048 },
  accionarioNacional: { drift: 0.092, driftUsd: 0.09, volatility: 0.0108 },
  accionarioInternacional: { drift: 0.105, driftUsd: 0.1, volatility: 0.0098 },
};

/** Market episodes every fund of a class lives through: extra return per business day. */
const episodes: readonly {
  from: IsoDate;
  to: IsoDate;
  daily: Partial<Record<AssetClass, number>>;
}[] = [
  // October 2019 social unrest.
  {
    from: '2019-10-18',
    to: '2019-11-29',
    daily: { accionarioNacional: -0.004, balanceado: -0.0012, deudaLargoPlazo: -0.0004 },
  },
  // The pandemic crash and its rebound.
  {
    from: '2020-02-24',
    to: '2020-03-23',
    daily: {
      accionarioNacional: -0.011,
      accionarioInternacional: -0.012,
      balanceado: -0.0045,
      deudaLargoPlazo: -0.0015,
    },
  },
  {
    from: '2020-03-24',
    to: '2020-08-31',
    daily: {
      accionarioNacional: 0.0014,
      accionarioInternacional: 0.003,
      balanceado: 0.0011,
      deudaLargoPlazo: 0.0004,
    },
  },
  // 2022 rate rises.
  {
    from: '2022-01-03',
    to: '2022-10-14',
    daily: { accionarioInternacional: -0.0011, deudaLargoPlazo: -0.0003 },
  },
];

export interface Dividend {
  /** Ex-dividend date (the quota value of that close is after the dividend). */
  date: IsoDate;
  /** Per unit, 4 decimals of the fund's currency. */
  perUnit: bigint;
}

export interface QuotaPoint {
  date: IsoDate;
  /** 4 decimals. */
  value: bigint;
}

/** One fund's walk: the business days so far and each series' closes on them. */
class FundPath {
  readonly days: IsoDate[] = [FIRST_CLOSE];
  readonly closes = new Map<string, bigint[]>();
  readonly dividends = new Map<string, Dividend[]>();
  private readonly random: Random;

  constructor(private readonly fund: Fund) {
    this.random = seededRandom(`altamira:${fund.id}`);
    for (const series of fund.series) {
      this.closes.set(series.id, [series.initialQuotaValue]);
      this.dividends.set(series.id, []);
    }
  }

  /** Extends the walk until it covers `until` (only forward: earlier values never change). */
  extendTo(until: IsoDate): void {
    const { assetClass, currency } = this.fund;
    const { drift, driftUsd, volatility } = behaviour[assetClass];
    const yearly = currency === 'USD' ? driftUsd : drift;
    const market = marketDays(until);
    for (let index = this.days.length; index < market.days.length; index++) {
      const day = market.days[index] as IsoDate;
      if (day > until) break;
      const gap = market.gaps[index] as number;
      const episode = episodes.find((e) => e.from <= day && day <= e.to)?.daily[assetClass] ?? 0;
      // Drift accrues over calendar days (weekends too); the shock once per business day.
      const gross = (yearly / 365) * gap + volatility * this.random.normal() + episode;
      const grossPpb = BigInt(Math.round(gross * PPB));
      const paysToday = this.isDividendDay(day);
      for (const series of this.fund.series) {
        const closes = this.closes.get(series.id) as bigint[];
        const previous = closes[closes.length - 1] as bigint;
        const feePpb = BigInt(Math.round((series.feeBps / 10_000 / 365) * gap * PPB));
        let close = previous + divide(previous * (grossPpb - feePpb), BigInt(PPB), 'halfUp');
        if (paysToday && series.paysDividends) {
          const perUnit = divide(
            close * BigInt(this.fund.dividendYieldBps),
            10_000n * BigInt(this.fund.dividendMonths.length),
            'truncate',
          );
          close -= perUnit;
          this.dividends.get(series.id)?.push({ date: day, perUnit });
        }
        closes.push(close);
      }
      this.days.push(day);
    }
  }

  /** The last business day of a dividend month. */
  private isDividendDay(day: IsoDate): boolean {
    const month = Number(day.slice(5, 7));
    if (!this.fund.dividendMonths.includes(month)) return false;
    return nextBusinessDay(day).slice(5, 7) !== day.slice(5, 7);
  }
}

const paths = new Map<string, FundPath>();

function pathOf(fundId: string, until: IsoDate): FundPath {
  let path = paths.get(fundId);
  if (!path) {
    const fund = findFund(fundId);
    if (!fund) throw new Error(`Fondo desconocido: ${fundId}`);
    path = new FundPath(fund);
    paths.set(fundId, path);
  }
  path.extendTo(until);
  return path;
}

/** Index of the last business day <= `date` in `days` (-1 when before the first). */
export function lastIndexOnOrBefore(days: readonly IsoDate[], date: IsoDate): number {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((days[mid] as IsoDate) <= date) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/**
 * The quota value (4 decimals) of a series on `date`: that day's close, or on a weekend or
 * holiday the last close before it. Undefined before the first close.
 */
export function quotaValue(seriesId: string, date: IsoDate): bigint | undefined {
  const { fund } = seriesOf(seriesId);
  const path = pathOf(fund.id, date);
  const index = lastIndexOnOrBefore(path.days, date);
  return index < 0 ? undefined : path.closes.get(seriesId)?.[index];
}

/** The close that `quotaValue` gives for `date`, with its own date. */
export function quotaPoint(seriesId: string, date: IsoDate): QuotaPoint | undefined {
  const { fund } = seriesOf(seriesId);
  const path = pathOf(fund.id, date);
  const index = lastIndexOnOrBefore(path.days, date);
  const value = path.closes.get(seriesId)?.[index];
  return index < 0 || value === undefined
    ? undefined
    : { date: path.days[index] as IsoDate, value };
}

/** Every close from `from` to `to` (both included): the chart points. */
export function quotaValues(seriesId: string, from: IsoDate, to: IsoDate): QuotaPoint[] {
  const { fund } = seriesOf(seriesId);
  const path = pathOf(fund.id, to);
  const closes = path.closes.get(seriesId) as bigint[];
  const points: QuotaPoint[] = [];
  const end = lastIndexOnOrBefore(path.days, to);
  for (let i = Math.max(0, lastIndexOnOrBefore(path.days, from)); i <= end; i++) {
    const date = path.days[i] as IsoDate;
    if (date >= from) points.push({ date, value: closes[i] as bigint });
  }
  return points;
}

/** Dividends of a series with their ex-dates in [from, to]. */
export function dividends(seriesId: string, from: IsoDate, to: IsoDate): Dividend[] {
  const { fund } = seriesOf(seriesId);
  const path = pathOf(fund.id, to);
  return (path.dividends.get(seriesId) ?? []).filter((d) => d.date >= from && d.date <= to);
}
