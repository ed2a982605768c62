// The research reports: one a month, published the first business day after it, on the month's
// markets as the deterministic market moved them (indicators and every fund's quota value). The
// last 24 published by today.
import { formatMonth, formatPercent, monthRange } from '@inversiones/es-cl';
import { completeMonths } from '../statements/availability.ts';
import { businessDayOnOrAfter } from '../market/calendar.ts';
import { funds, type Fund } from '../market/catalogue.ts';
import { indicator, indicatorDecimals, type IndicatorName } from '../market/indicators.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { toWireNumber } from '../market/money.ts';
import { FIRST_CLOSE, quotaValue } from '../market/prices.ts';

export const RESEARCH_MONTHS = 24;

export interface IndicatorMove {
  name: IndicatorName;
  before: number;
  after: number;
  /** after / before - 1. */
  change: number;
}

export interface FundMove {
  fund: Fund;
  seriesCode: string;
  quotaValue: number;
  change: number;
}

export interface ResearchReport {
  key: string;
  month: string;
  title: string;
  summary: string;
  publishedOn: IsoDate;
  indicators: IndicatorMove[];
  funds: FundMove[];
}

const keyOf = (month: string) => `RES-${month.replace('-', '')}`;
export const monthOfKey = (key: string): string | null => {
  const match = /^RES-(\d{4})(0[1-9]|1[0-2])$/.exec(key);
  return match ? `${match[1]}-${match[2]}` : null;
};

const publishedOn = (month: string) => businessDayOnOrAfter(addDays(monthRange(month).to, 1));

const INDICATORS: readonly IndicatorName[] = ['ipsa', 'dolarObservado', 'euro', 'uf'];

function indicatorMove(name: IndicatorName, from: IsoDate, to: IsoDate): IndicatorMove | null {
  const a = indicator(name, from);
  const b = indicator(name, to);
  if (!a || !b) return null;
  const before = toWireNumber(a.value, indicatorDecimals[name]);
  const after = toWireNumber(b.value, indicatorDecimals[name]);
  return { name, before, after, change: after / before - 1 };
}

const verb = (change: number) => (change >= 0 ? 'subió' : 'bajó');

/** The report of `month` (a complete month after the market's first close). */
export function researchReport(month: string): ResearchReport {
  const { from, to } = monthRange(month);
  const previous = addDays(from, -1);
  const indicators = INDICATORS.flatMap((name) => indicatorMove(name, previous, to) ?? []);
  const moves = funds.flatMap((fund) => {
    const series = fund.series[0];
    if (!series) return [];
    const a = quotaValue(series.id, previous);
    const b = quotaValue(series.id, to);
    if (a === undefined || b === undefined) return [];
    const after = toWireNumber(b, 4);
    return [
      { fund, seriesCode: series.code, quotaValue: after, change: after / toWireNumber(a, 4) - 1 },
    ];
  });
  const ipsa = indicators.find((i) => i.name === 'ipsa');
  const dollar = indicators.find((i) => i.name === 'dolarObservado');
  const pct = (x: number) =>
    formatPercent(Math.abs(x) * 100, { decimals: 1 }).replace('\u00a0', ' ');
  const summary =
    ipsa && dollar
      ? `En ${formatMonth(month).toLowerCase()} el IPSA ${verb(ipsa.change)} ${pct(ipsa.change)} y el dólar observado ${verb(dollar.change)} ${pct(dollar.change)}.`
      : `Los mercados en ${formatMonth(month).toLowerCase()}.`;
  return {
    key: keyOf(month),
    month,
    title: `Perspectivas de mercado: ${formatMonth(month)}`,
    summary,
    publishedOn: publishedOn(month),
    indicators,
    funds: moves,
  };
}

/** The reports published by `today`, newest first. */
export function publishedReports(today: IsoDate): ResearchReport[] {
  return completeMonths(FIRST_CLOSE, today)
    .filter((month) => publishedOn(month) <= today && monthRange(month).from > FIRST_CLOSE)
    .slice(0, RESEARCH_MONTHS)
    .map(researchReport);
}
