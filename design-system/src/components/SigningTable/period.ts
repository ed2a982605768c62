import { isPeriodAtLeast, MIN_PERIOD_DAYS } from '@inversiones/es-cl';
import * as messages from '../../messages.ts';
import type { SigningPeriod } from './signing-order.ts';

const m = messages.signingTable;

export interface PeriodErrors {
  from?: string;
  to?: string;
}

/** The errors of a period: both dates required, `to` after `from`, at least 15 days (portal-spec 5). */
export function periodErrors(period: SigningPeriod, minDays = MIN_PERIOD_DAYS): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!period.from) errors.from = m.requiredDate;
  if (!period.to) errors.to = m.requiredDate;
  if (errors.from || errors.to) return errors;
  if (period.to < period.from) return { to: m.periodReversed };
  if (!isPeriodAtLeast(period.from, period.to, minDays)) return { to: m.periodTooShort(minDays) };
  return errors;
}

/** A comment's date and time as DD/MM/YYYY HH:mm; other text as given. */
export function displayDateTime(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]} ${match[4]}:${match[5]}` : value;
}
