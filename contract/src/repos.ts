import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { moneyIn, percentSchema } from './money.ts';
import { isoDateSchema, periodQuery } from './period.ts';

/**
 * Spec 7 path family `pactos` (area `debt-instrument`): the client's repurchase agreements (pactos
 * de retrocompra), read-only. The spec gives no shapes: every shape here is chosen.
 */

const pesos = moneyIn('CLP');
const folioSchema = z.string().regex(/^\d{1,18}$/);

/**
 * A pacto: the client buys fixed income from the broker, which buys it back on the maturity date
 * for the amount invested plus the agreed monthly rate (chosen: simple interest, base 30 days).
 */
export const repoSchema = z.object({
  folio: folioSchema,
  fechaInicio: isoDateSchema,
  fechaVencimiento: isoDateSchema,
  /** The term in calendar days, and the days left to its maturity (0 on the day). */
  dias: z.number().int().positive(),
  diasRestantes: z.number().int().min(0),
  montoInvertido: pesos,
  /** Monthly (30 days), in points (0.42 is 0,42 %). */
  tasaMensual: percentSchema,
  /** Invested x (1 + rate x days / 30), half up to the peso. */
  montoFinal: pesos,
  /** Accrued up to today at the same rate. */
  valorActual: pesos,
});
export type Repo = z.infer<typeof repoSchema>;

/** Chosen: the pactos in force on the API's today, the nearest maturity first. */
export const balances = defineEndpoint({
  method: 'GET',
  path: '/pactos/saldos',
  access: 'profile',
  response: z.object({
    fecha: isoDateSchema,
    pactos: z.array(repoSchema).max(200),
    totalInvertido: pesos,
    totalActual: pesos,
    totalFinal: pesos,
  }),
});
export type BalancesResponse = ResponseOf<typeof balances>;

/** Chosen: the money invested when a pacto starts, and paid back at its maturity. */
export const MOVEMENT_TYPES = ['inicio', 'vencimiento'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** The pactos' starts and maturities of the period, newest first. */
export const movements = defineEndpoint({
  method: 'GET',
  path: '/pactos/movimientos',
  access: 'profile',
  request: periodQuery({}),
  response: z.object({
    movimientos: z
      .array(
        z.object({
          fecha: isoDateSchema,
          tipo: z.enum(MOVEMENT_TYPES),
          folio: folioSchema,
          tasaMensual: percentSchema,
          monto: pesos,
        }),
      )
      .max(1000),
  }),
});
export type MovementsResponse = ResponseOf<typeof movements>;
