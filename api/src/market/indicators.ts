// UF, dólar observado, euro, UTM and IPSA since 2019: seeded, deterministic, in plausible ranges.
import { marketDays, nextBusinessDay } from './calendar.ts';
import { addDays, dayNumber, type IsoDate } from './iso-date.ts';
import { divide } from './money.ts';
import { FIRST_CLOSE, MARKET_START } from './prices.ts';
import { seededRandom } from './random.ts';

export type IndicatorName = 'uf' | 'dolarObservado' | 'euro' | 'utm' | 'ipsa';

/** Decimals of each indicator's integer value: UF, dollar, euro and IPSA 2, UTM whole pesos. */
export const indicatorDecimals: Readonly<Record<IndicatorName, number>> = {
  uf: 2,
  dolarObservado: 2,
  euro: 2,
  utm: 0,
  ipsa: 2,
};

export interface IndicatorPoint {
  date: IsoDate;
  value: bigint;
}

/** Yearly CPI by year (the UF follows the previous month's CPI); later years repeat the last. */
const yearlyCpi: Readonly<Record<number, number>> = {
  2018: 0.026,
  2019: 0.03,
  2020: 0.03,
  2021: 0.072,
  2022: 0.128,
  2023: 0.039,
  2024: 0.045,
  2025: 0.022,
  2026: 0.012,
};
/** UF of 1 January 2019, in cents. */
const UF_START = 2_756_579n;

/** Yearly path the dollar, the EUR/USD rate and the IPSA revolve around (start of each period). */
const dollarPath: readonly [IsoDate, number][] = [
  ['2019-01-01', 695],
  ['2019-10-15', 720],
  ['2019-11-28', 810],
  ['2020-03-19', 860],
  ['2020-12-31', 711],
  ['2021-11-30', 830],
  ['2022-07-15', 980],
  ['2022-12-30', 860],
  ['2023-06-30', 800],
  ['2023-12-29', 880],
  ['2024-06-28', 935],
  ['2024-12-31', 990],
  ['2025-06-30', 935],
  ['2026-01-30', 950],
  ['2026-12-31', 930],
  ['2030-12-31', 950],
];
const eurUsdPath: readonly [IsoDate, number][] = [
  ['2019-01-01', 1.14],
  ['2020-03-19', 1.08],
  ['2021-01-06', 1.23],
  ['2022-09-28', 0.97],
  ['2023-12-29', 1.1],
  ['2025-01-13', 1.03],
  ['2025-07-01', 1.17],
  ['2030-12-31', 1.16],
];
const ipsaPath: readonly [IsoDate, number][] = [
  ['2019-01-01', 5100],
  ['2019-10-15', 5050],
  ['2019-11-28', 4500],
  ['2020-03-19', 3600],
  ['2020-12-31', 4180],
  ['2021-12-31', 4300],
  ['2022-12-30', 5250],
  ['2023-12-29', 6200],
  ['2024-12-31', 6700],
  ['2025-06-30', 8300],
  ['2025-12-31', 9400],
  ['2026-12-31', 10100],
  ['2030-12-31', 12000],
];

function anchorOn(path: readonly [IsoDate, number][], date: IsoDate): number {
  const day = dayNumber(date);
  for (let i = 1; i < path.length; i++) {
    const [toDate, toValue] = path[i] as [IsoDate, number];
    const [fromDate, fromValue] = path[i - 1] as [IsoDate, number];
    const end = dayNumber(toDate);
    if (day <= end) {
      const start = dayNumber(fromDate);
      return fromValue + ((toValue - fromValue) * (day - start)) / (end - start);
    }
  }
  return (path[path.length - 1] as [IsoDate, number])[1];
}

/** A business-day series around `path`, with mean-reverting noise (no drift away from it). */
class AnchoredSeries {
  readonly days: IsoDate[] = [];
  readonly values: bigint[] = [];
  private deviation = 0;
  private readonly random;

  constructor(
    seed: string,
    private readonly path: readonly [IsoDate, number][],
    private readonly persistence: number,
    private readonly noise: number,
    private readonly scale: number,
  ) {
    this.random = seededRandom(seed);
  }

  extendTo(until: IsoDate): void {
    const market = marketDays(until);
    for (let index = this.days.length; index < market.days.length; index++) {
      const day = market.days[index] as IsoDate;
      if (day > until) break;
      this.deviation = this.persistence * this.deviation + this.noise * this.random.normal();
      const value = anchorOn(this.path, day) * (1 + this.deviation);
      this.days.push(day);
      this.values.push(BigInt(Math.round(value * this.scale)));
    }
  }
}

const dollar = new AnchoredSeries('altamira:dolar', dollarPath, 0.96, 0.0045, 100);
const eurUsd = new AnchoredSeries('altamira:eurusd', eurUsdPath, 0.97, 0.0035, 10_000);
const ipsa = new AnchoredSeries('altamira:ipsa', ipsaPath, 0.975, 0.008, 100);

/** The UF of every calendar day: grows from the 10th of each month by the CPI of the one before. */
class UfSeries {
  readonly values: bigint[] = [UF_START];
  private readonly random = seededRandom('altamira:ipc');
  /** Monthly CPI in parts per billion, by 'YYYY-MM'. */
  private readonly cpi = new Map<string, bigint>();

  private monthlyCpi(year: number, month: number): bigint {
    const key = `${year}-${month}`;
    let value = this.cpi.get(key);
    if (value === undefined) {
      const yearly = yearlyCpi[year] ?? 0.03;
      value = BigInt(Math.round((yearly / 12 + 0.0012 * (this.random.uniform() - 0.5)) * 1e9));
      this.cpi.set(key, value);
    }
    return value;
  }

  extendTo(until: IsoDate): void {
    const target = dayNumber(until) - dayNumber(MARKET_START);
    while (this.values.length <= target) {
      const date = addDays(MARKET_START, this.values.length);
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      // From the 10th of month m to the 9th of m+1 the UF grows by the CPI of month m-1,
      // spread evenly over the days of the period.
      const periodStartMonth = d >= 10 ? m : m === 1 ? 12 : m - 1;
      const periodStartYear = d >= 10 || m > 1 ? y : y - 1;
      const cpiMonth = periodStartMonth === 1 ? 12 : periodStartMonth - 1;
      const cpiYear = periodStartMonth === 1 ? periodStartYear - 1 : periodStartYear;
      const periodDays = new Date(Date.UTC(periodStartYear, periodStartMonth, 0)).getUTCDate();
      // Days are generated in date order, so each month's CPI is drawn in the same order.
      const rate = this.monthlyCpi(cpiYear, cpiMonth);
      const previous = this.values[this.values.length - 1] as bigint;
      this.values.push(
        previous + divide(previous * rate, 1_000_000_000n * BigInt(periodDays), 'halfUp'),
      );
    }
  }
}

const uf = new UfSeries();

function lastOnOrBefore(series: AnchoredSeries, date: IsoDate): IndicatorPoint | undefined {
  series.extendTo(date);
  let low = 0;
  let high = series.days.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if ((series.days[mid] as IsoDate) <= date) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  if (found < 0) return undefined;
  return { date: series.days[found] as IsoDate, value: series.values[found] as bigint };
}

/**
 * An indicator's value on `date` with the date it was fixed: the UF of that very day, the UTM
 * of its month, the others the last business-day value on or before it. Undefined before 2019.
 */
export function indicator(name: IndicatorName, date: IsoDate): IndicatorPoint | undefined {
  if (date < MARKET_START) return undefined;
  switch (name) {
    case 'uf': {
      uf.extendTo(date);
      return { date, value: uf.values[dayNumber(date) - dayNumber(MARKET_START)] as bigint };
    }
    case 'utm': {
      // Monthly; about 1.755 UF of the first day of the month, in whole pesos.
      const first = `${date.slice(0, 8)}01`;
      const ufFirst = indicator('uf', first)?.value as bigint;
      return { date: first, value: divide(ufFirst * 1_755n, 100_000n, 'halfUp') };
    }
    case 'dolarObservado':
      return lastOnOrBefore(dollar, date);
    case 'ipsa':
      return lastOnOrBefore(ipsa, date);
    case 'euro': {
      const usd = lastOnOrBefore(dollar, date);
      const rate = lastOnOrBefore(eurUsd, date);
      if (!usd || !rate) return undefined;
      return { date: usd.date, value: divide(usd.value * rate.value, 10_000n, 'halfUp') };
    }
  }
}

/** The dólar observado (pesos, 2 decimals) that values dollar holdings on `date`. */
export function dolarObservado(date: IsoDate): bigint {
  const point = indicator('dolarObservado', date);
  if (!point) throw new RangeError(`Sin dólar observado para ${date}`);
  return point.value;
}

/** Every indicator on `date`. */
export function indicatorsOn(date: IsoDate): Record<IndicatorName, IndicatorPoint | undefined> {
  return {
    uf: indicator('uf', date),
    dolarObservado: indicator('dolarObservado', date),
    euro: indicator('euro', date),
    utm: indicator('utm', date),
    ipsa: indicator('ipsa', date),
  };
}

/** Daily points of an indicator in [from, to]: calendar days for the UF, business days else. */
export function indicatorSeries(name: IndicatorName, from: IsoDate, to: IsoDate): IndicatorPoint[] {
  const points: IndicatorPoint[] = [];
  const start = from < MARKET_START ? MARKET_START : from;
  if (name === 'uf') {
    for (let day = start; day <= to; day = addDays(day, 1)) {
      points.push(indicator('uf', day) as IndicatorPoint);
    }
    return points;
  }
  for (
    let day = start <= FIRST_CLOSE ? FIRST_CLOSE : start;
    day <= to;
    day = nextBusinessDay(day)
  ) {
    const point = indicator(name, day);
    if (point) points.push({ date: day, value: point.value });
  }
  return points;
}
