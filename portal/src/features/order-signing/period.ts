import type { SigningPeriod } from '@inversiones/design-system';
import { toWireDate } from '@inversiones/design-system/es-cl';

/** What the signed and expired lists show until another period is asked (as the API does). */
export const DEFAULT_PERIOD_DAYS = 90;

/** The last `days` days up to `today`, as the period filter's wire dates. */
export function lastDays(today: Date, days = DEFAULT_PERIOD_DAYS): SigningPeriod {
  const from = new Date(today);
  from.setDate(from.getDate() - days);
  return { from: toWireDate(from), to: toWireDate(today) };
}
