import { periodMessages } from '@inversiones/contract';
import { toWireDate } from '@inversiones/design-system/es-cl';
import type { ZodType } from 'zod';

/** A period as the URL and the calls carry it: `YYYYMMDD` dates ('' when not typed). */
export interface Period {
  from: string;
  to: string;
}

/** A list's usual default: the 30 days up to the market's today (the calls need a period). */
export const DEFAULT_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/** The `days` days up to `today` (ISO, the API's today), as the calls' wire dates. */
export function lastDays(today: string, days = DEFAULT_PERIOD_DAYS): Period {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS);
  return { from: toWireDate(from.toISOString().slice(0, 10)), to: toWireDate(today) };
}

export interface PeriodErrors {
  from?: string;
  to?: string;
}

/**
 * The call's own request schema judges the period before any call (spec 5: real dates, both or
 * neither, in order, at least 15 days), with the contract's Spanish messages on the right field.
 */
export function periodErrors(request: ZodType, { from, to }: Period): PeriodErrors {
  // A missing date is named on its own field (zod's own text for it would be English).
  if (!from && to) return { from: periodMessages.incomplete };
  if (from && !to) return { to: periodMessages.incomplete };
  const checked = request.safeParse({
    fechaInicio: from || undefined,
    fechaTermino: to || undefined,
  });
  if (checked.success) return {};
  if (!from && !to) return { from: periodMessages.incomplete };
  const errors: PeriodErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'fechaInicio' ? 'from' : 'to';
    errors[field] ??= issue.message;
  }
  return errors;
}
