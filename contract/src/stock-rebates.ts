import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { codeSchema } from './ledger-schemas.ts';
import { moneyIn, percentSchema } from './money.ts';
import { isoDateSchema, periodQuery } from './period.ts';

/**
 * Spec 7 "Stock and others", call "rebates": the broker's devolución de comisiones. The spec only
 * names the call: the program, the path and the shapes here are chosen.
 */

const pesos = moneyIn('CLP');

/**
 * The program (chosen): a calendar month whose filled share orders paid at least `threshold`
 * pesos of commission earns back `rateBps` of them, paid into the current account in pesos on
 * the first business day of the next month.
 */
export const REBATE_PROGRAM = { threshold: 50_000, rateBps: 2_000 } as const;

/** A calendar month, 'YYYY-MM'. */
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** A rebate paid: the month it rewards and the current-account movement that paid it. */
export const rebateSchema = z.object({
  /** The ledger movement's folio. */
  folio: z.string().regex(/^\d{1,18}$/),
  mes: monthSchema,
  /** The month's commissions (without VAT or exchange fees). */
  comisiones: pesos,
  monto: pesos,
  /** The day it was paid: the first business day after the month. */
  fecha: isoDateSchema,
  cuenta: codeSchema,
});
export type Rebate = z.infer<typeof rebateSchema>;

/** Chosen path: `/bolsa/devoluciones`, the program, this month so far, and the period's rebates. */
export const rebates = defineEndpoint({
  method: 'GET',
  path: '/bolsa/devoluciones',
  access: 'profile',
  request: periodQuery({}),
  response: z.object({
    programa: z.object({
      /** The month's commissions from which a rebate is paid. */
      umbral: pesos,
      /** The share of the commissions returned, percent. */
      tasa: percentSchema,
    }),
    /** The API's month (its clock): what the filled orders paid so far and would earn back. */
    mesActual: z.object({
      mes: monthSchema,
      comisiones: pesos,
      /** Filled orders counted. */
      ordenes: z.number().int().min(0).max(100_000),
      /** What it would pay if the month ended today: zero under the threshold. */
      devolucionEstimada: pesos,
      /** Commissions still missing to reach the threshold (zero once reached). */
      faltante: pesos,
      /** When this month's rebate would be paid. */
      fechaPago: isoDateSchema,
    }),
    /** Rebates paid in the period (by payment date), newest first. */
    devoluciones: z.array(rebateSchema).max(500),
    total: pesos,
  }),
});
export type RebatesResponse = ResponseOf<typeof rebates>;
