import { esClMessages, isPeriodAtLeast, isWireDate, MIN_PERIOD_DAYS } from '@inversiones/es-cl';
import { z, type ZodRawShape } from 'zod';

/**
 * Dates of the calls: answers carry ISO `YYYY-MM-DD`; queries carry `YYYYMMDD` (portal-spec 5
 * and 7), typed by the client as dd/mm/aaaa.
 */
export const isoDateSchema = z.iso.date({ message: esClMessages.date });

/** A real calendar date in the query's `YYYYMMDD` form (20240231 is refused). */
export const wireDateSchema = z
  .string()
  .max(8, { message: esClMessages.date })
  .refine(isWireDate, { message: esClMessages.date });

export const periodMessages = {
  /** Both ends or neither (the calls that take an optional period). */
  incomplete: 'Ingrese la fecha de inicio y la de término.',
  reversed: 'La fecha de término debe ser posterior a la fecha de inicio.',
  /** The spec gives no text; the same words as the signing tables' period filter. */
  tooShort: `El período debe ser de al menos ${MIN_PERIOD_DAYS} días. Amplíe el rango de fechas.`,
} as const;

export interface PeriodFields {
  fechaInicio?: string | undefined;
  fechaTermino?: string | undefined;
}

/**
 * Adds a period's issues on `fechaTermino`: one date without the other (or neither when
 * `required`), reversed, under 15 days.
 */
export function checkPeriod(
  { fechaInicio, fechaTermino }: PeriodFields,
  ctx: z.RefinementCtx,
  { required = false }: { required?: boolean } = {},
): void {
  if (!required && fechaInicio === undefined && fechaTermino === undefined) return;
  if (fechaInicio === undefined || fechaTermino === undefined) {
    ctx.addIssue({ code: 'custom', message: periodMessages.incomplete, path: ['fechaTermino'] });
    return;
  }
  if (fechaTermino < fechaInicio) {
    ctx.addIssue({ code: 'custom', message: periodMessages.reversed, path: ['fechaTermino'] });
  } else if (!isPeriodAtLeast(fechaInicio, fechaTermino)) {
    ctx.addIssue({ code: 'custom', message: periodMessages.tooShort, path: ['fechaTermino'] });
  }
}

/**
 * A query with a required period `fechaInicio`..`fechaTermino` (YYYYMMDD) of at least 15 days
 * (portal-spec 5), plus `shape`'s other parameters.
 */
export const periodQuery = <S extends ZodRawShape>(shape: S) =>
  z
    .object({ ...shape, fechaInicio: wireDateSchema, fechaTermino: wireDateSchema })
    // The dates are ours (spread last), whatever `shape` holds; zod cannot see it through S.
    .superRefine((query, ctx) => checkPeriod(query as PeriodFields, ctx, { required: true }));

/** Like `periodQuery`, but the period may be left out (both dates, or neither). */
export const optionalPeriodQuery = <S extends ZodRawShape>(shape: S) =>
  z
    .object({
      ...shape,
      fechaInicio: wireDateSchema.optional(),
      fechaTermino: wireDateSchema.optional(),
    })
    .superRefine((query, ctx) => checkPeriod(query as PeriodFields, ctx));
