// The quota-value chart's columns: built once per series and close, then sliced per request.
import type { FundSeries } from '../market/catalogue.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { FIRST_CLOSE, quotaValues } from '../market/prices.ts';
import { quotaNumber } from './catalogue-wire.ts';

export interface ChartColumns {
  /** The close the columns end at. */
  until: IsoDate;
  dates: readonly IsoDate[];
  values: readonly number[];
}

/** One entry per series (about 45), replaced when the close moves on: bounded memory. */
const cache = new Map<string, ChartColumns>();

/** Every close of `series` from the first one to `until`, as two parallel columns. */
export function chartColumns(series: FundSeries, until: IsoDate): ChartColumns {
  const cached = cache.get(series.id);
  if (cached?.until === until) return cached;
  const points = quotaValues(series.id, FIRST_CLOSE, until);
  const columns = {
    until,
    dates: points.map((p) => p.date),
    values: points.map((p) => quotaNumber(p.value)),
  };
  cache.set(series.id, columns);
  return columns;
}

/** Index of the first date >= `from` (binary search: the columns are in date order). */
function firstIndexFrom(dates: readonly IsoDate[], from: IsoDate): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((dates[mid] as IsoDate) < from) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The columns from `from` on (all of them when `from` is absent or before the first close). */
export function chartSince(
  series: FundSeries,
  until: IsoDate,
  from?: IsoDate,
): { dates: IsoDate[]; values: number[] } {
  const columns = chartColumns(series, until);
  const start = from ? firstIndexFrom(columns.dates, from) : 0;
  return { dates: columns.dates.slice(start), values: columns.values.slice(start) };
}
