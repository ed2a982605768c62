import type { Money } from '@inversiones/contract';
import {
  formatCurrency,
  formatDisplayDate,
  formatInstant,
  formatNumber,
} from '@inversiones/design-system/es-cl';

/** `$ 1.234.567`, `US$ 1.234,56`. */
export const money = (value: Money) =>
  formatCurrency(value.amount, value.currency === 'UF' ? 'CLP' : value.currency);

/** A quota value with its 4 decimals, in the fund's currency. */
export const quota = (value: number, currency: Money['currency']) =>
  formatCurrency(value, currency === 'UF' ? 'CLP' : currency, { decimals: 4 });

export const units = (value: number) => formatNumber(value, 4);

export const date = (iso: string) => formatDisplayDate(iso);

/** An ISO instant as the voucher shows it: '27/11/2026 12:00' in Santiago. */
export const dateTime = (instant: string) => formatInstant(instant);
