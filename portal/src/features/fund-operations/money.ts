import type { Money } from '@inversiones/contract';
import { formatCurrency, formatDisplayDate, formatNumber } from '@inversiones/design-system/es-cl';

/** `$ 1.234.567`, `US$ 1.234,56`. */
export const money = (value: Money) =>
  formatCurrency(value.amount, value.currency === 'UF' ? 'CLP' : value.currency);

/** A quota value with its 4 decimals, in the fund's currency. */
export const quota = (value: number, currency: Money['currency']) =>
  formatCurrency(value, currency === 'UF' ? 'CLP' : currency, { decimals: 4 });

export const units = (value: number) => formatNumber(value, 4);

export const date = (iso: string) => formatDisplayDate(iso);

const santiagoTime = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const santiagoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' });

/** An ISO instant as the voucher shows it: '27/11/2026 12:00' in Santiago. */
export const dateTime = (instant: string) => {
  const at = new Date(instant);
  return `${formatDisplayDate(santiagoDate.format(at))} ${santiagoTime.format(at)}`;
};
