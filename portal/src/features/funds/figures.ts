import {
  formatCurrency,
  formatPercent,
  type DisplayCurrency,
} from '@inversiones/design-system/es-cl';
import { QUOTA_VALUE_DECIMALS, type Money } from '@inversiones/contract';

/** A quota value with its 4 decimals and its currency: `$ 2.245,6789`, `US$ 1.187,2345`. */
export const formatQuota = (value: number, currency: DisplayCurrency): string =>
  formatCurrency(value, currency, { decimals: QUOTA_VALUE_DECIMALS });

/** A return or variation, signed so it never relies on colour: `+5,22 %`, `−0,33 %`. */
export const formatReturn = (value: number) => formatPercent(value, { signed: true });

/** A share of a whole: `41,33 %`. */
export const formatWeight = (value: number) => formatPercent(value);

/** Money in its currency, through the es-CL kit: `$ 1.234.567`, `US$ 4.895,44`, `UF 12,50`. */
export const formatMoney = ({ amount, currency }: Money): string =>
  formatCurrency(amount, currency);

/** A gain or loss, signed so it never relies on colour: `+$ 191.525`, `−$ 1.234`. */
export const formatSignedMoney = ({ amount, currency }: Money): string =>
  formatCurrency(amount, currency, { signed: true });
