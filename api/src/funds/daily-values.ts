// Valores del Día: every series' latest close and its returns over the usual windows.
import type { AssetClass as WireAssetClass, funds as contract } from '@inversiones/contract';
import { funds } from '../market/catalogue.ts';
import { addDays, isoDate, type IsoDate } from '../market/iso-date.ts';
import {
  closeOn,
  percentChange,
  previousClose,
  quotaNumber,
  wireAssetClass,
} from './catalogue-wire.ts';

/** The last calendar day before the month of `date`, and before its year. */
const endOfPreviousMonth = (date: IsoDate): IsoDate => addDays(`${date.slice(0, 8)}01`, -1);
const endOfPreviousYear = (date: IsoDate): IsoDate => `${Number(date.slice(0, 4)) - 1}-12-31`;

/** The same day a year earlier (29 February goes to the 28th). */
function yearBefore(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return isoDate(y - 1, m, m === 2 && d === 29 ? 28 : d);
}

/**
 * One row per fund series (optionally of one type) at the close of `date`. Price returns: each
 * window compares the close with the last close before the window (a dividend's drop included,
 * as the regulator's daily quota variation reports it).
 */
export function dailyValues(date: IsoDate, type?: WireAssetClass): contract.DailyValue[] {
  return funds
    .filter((fund) => type === undefined || wireAssetClass[fund.assetClass] === type)
    .flatMap((fund) =>
      fund.series.map((series) => {
        const close = closeOn(series, date);
        const value = close.value;
        const since = (from: IsoDate) => percentChange(closeOn(series, from).value, value);
        return {
          fundId: fund.id,
          fundName: fund.name,
          seriesId: series.code,
          type: wireAssetClass[fund.assetClass],
          currency: fund.currency,
          riskLevel: fund.riskLevel,
          date: close.date,
          quotaValue: quotaNumber(value),
          dayVariationPercent: percentChange(previousClose(series, close.date).value, value),
          monthPercent: since(endOfPreviousMonth(close.date)),
          yearToDatePercent: since(endOfPreviousYear(close.date)),
          last12MonthsPercent: since(yearBefore(close.date)),
        };
      }),
    );
}
