// es-CL texts of the chart's figures and days, through the design system's es-CL kit.
import { formatCurrency, formatDisplayDate } from '@inversiones/es-cl';
import {
  formatDecimal,
  formatQuotaValue,
  formatSignedPercent,
  MINUS,
  type FundCurrency,
} from '../private/fund-amounts.ts';

/** quota: a quota value with 4 decimals; amount: money in its currency (CLP without decimals). */
export type ChartValueKind = 'quota' | 'amount';

/** The value as the readout and the table show it: `$1.532,1200`, `$12.345.678`, `US$1.234,56`. */
export function chartValueFormatter(
  kind: ChartValueKind,
  currency: FundCurrency,
): (value: number) => string {
  return kind === 'quota'
    ? (value) => formatQuotaValue(value, currency)
    : (value) => formatCurrency(value, currency);
}

/** A day as `dd/mm/aaaa`. */
export const formatChartDate = (date: string): string => formatDisplayDate(date);

export { formatSignedPercent };

const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** An x-axis tick: the year over long spans, `ene 2024` over months, `05 ene` over days. */
export function formatTimeTick(time: number, spanDays: number): string {
  const date = new Date(time);
  const month = months[date.getUTCMonth()]!;
  if (spanDays > 3 * 365) return String(date.getUTCFullYear());
  if (spanDays > 62) return `${month} ${date.getUTCFullYear()}`;
  return `${String(date.getUTCDate()).padStart(2, '0')} ${month}`;
}

/** The x-axis labels of a set of ticks: a label equal to the one before is left blank (two
 * ticks inside one year over a long span would both read `2020`). */
export function timeTickLabels(times: readonly number[], spanDays: number): string[] {
  const labels = times.map((time) => formatTimeTick(time, spanDays));
  return labels.map((label, i) => (i > 0 && label === labels[i - 1] ? '' : label));
}

/** A y-axis tick with as many decimals as the step between ticks needs (at most 4). */
export function formatValueTick(value: number, step: number): string {
  const decimals = step > 0 ? Math.min(4, Math.max(0, -Math.floor(Math.log10(step)))) : 0;
  const text = formatDecimal(value, decimals);
  return value < 0 && /[1-9]/.test(text) ? `${MINUS}${text}` : text;
}
