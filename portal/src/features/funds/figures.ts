import { formatCurrency, formatNumber, formatPercent } from '@inversiones/design-system/es-cl';
import { currencyDecimals, QUOTA_VALUE_DECIMALS, type Money } from '@inversiones/contract';

const prefix: Record<string, string> = { CLP: '$', USD: 'US$', EUR: 'EUR\u00a0', UF: 'UF\u00a0' };

/** A quota value with its 4 decimals and its currency: `$2.245,6789`, `US$1.187,2345`. */
export function formatQuota(value: number, currency: string): string {
  return `${prefix[currency] ?? ''}${formatNumber(value, QUOTA_VALUE_DECIMALS)}`;
}

/** A return or variation, signed so it never relies on colour: `+5,22 %`, `−0,33 %`. */
export const formatReturn = (value: number) => formatPercent(value, { signed: true });

/** A share of a whole: `41,33 %`. */
export const formatWeight = (value: number) => formatPercent(value);

/** Money in its currency as es-CL writes it: `$1.234.567`, `US$4.895,44`, `UF 12,50`. */
export function formatMoney({ amount, currency }: Money): string {
  if (currency === 'UF') return `UF\u00a0${formatNumber(amount, currencyDecimals.UF)}`;
  return formatCurrency(amount, currency);
}

/** A gain or loss, signed so it never relies on colour: `+$191.525`, `$-1.234`. */
export const formatSignedMoney = (value: Money) =>
  value.amount > 0 ? `+${formatMoney(value)}` : formatMoney(value);
