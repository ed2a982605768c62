// Short amounts for the y axis of the projection chart: '$ 500 mil', '$ 1,5 M', 'US$ 250 mil'.
import { CURRENCY_SPACE, currencySymbols } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import { formatDecimal, MINUS, type FundCurrency } from '../private/fund-amounts.ts';

/** Up to 2 decimals with the trailing zeros dropped: `1,5`, `10`, `1.500`. */
function shortNumber(value: number): string {
  const text = formatDecimal(value, 2);
  return text.includes(',') ? text.replace(/0+$/, '').replace(/,$/, '') : text;
}

/** Millions as 'M', thousands as 'mil': an axis tick reads at a glance and stays narrow on a phone. */
export function formatCompactAmount(value: number, currency: FundCurrency = 'CLP'): string {
  const m = messages.projectionChart;
  const abs = Math.abs(value);
  // 999.999 would round to '1.000 mil': from there on it reads as millions.
  const unit =
    abs >= 999_995
      ? { size: 1e6, name: m.millions }
      : abs >= 1000
        ? { size: 1e3, name: m.thousands }
        : null;
  const digits = shortNumber(unit ? abs / unit.size : abs);
  const sign = value < 0 && digits !== '0' ? MINUS : '';
  const suffix = unit ? `${CURRENCY_SPACE}${unit.name}` : '';
  return `${sign}${currencySymbols[currency]}${CURRENCY_SPACE}${digits}${suffix}`;
}
