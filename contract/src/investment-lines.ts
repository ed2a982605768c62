import { formatCurrency } from '@inversiones/es-cl';
import { z } from 'zod';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { codeSchema } from './ledger-schemas.ts';
import { moneyIn, percentSchema } from './money.ts';
import { isoDateSchema } from './period.ts';

/**
 * Spec 7 "Stock and others", call "investment lines (GET and POST)": the credit line the broker
 * grants to buy shares (línea de inversión), and the client's request for one or for a larger
 * one. The spec names the calls and gives no shapes: paths and shapes here are chosen.
 */

const pesos = moneyIn('CLP');

/** What a client may ask for on the web (chosen: larger lines go through the credit committee). */
export const LINE_REQUEST = { min: 1_000_000, max: 200_000_000, step: 100_000 } as const;

export const investmentLineMessages = {
  amount: `Ingrese un monto en pesos, sin decimales.`,
  min: `El monto mínimo a solicitar es ${formatCurrency(LINE_REQUEST.min, 'CLP')}.`,
  max: `El monto máximo a solicitar en el portal es ${formatCurrency(LINE_REQUEST.max, 'CLP')}.`,
  step: `Ingrese un monto múltiplo de ${formatCurrency(LINE_REQUEST.step, 'CLP')}.`,
} as const;

/** The line: its approved amount, what purchases took from it, and what remains to buy with. */
export const lineSchema = z.object({
  numero: codeSchema,
  /** The approved amount (monto aprobado). */
  monto: pesos,
  /** Filled purchases paid with the line, plus the pending ones it sets aside. */
  utilizado: pesos,
  disponible: pesos,
  /** Interest on what is used, percent per month. */
  tasaMensual: percentSchema,
  vencimiento: isoDateSchema,
  /** False once it expired (on the API's today): it pays no purchase until renewed. */
  vigente: z.boolean(),
});
export type InvestmentLine = z.infer<typeof lineSchema>;

/** A request the executive and the credit committee evaluate (chosen: answered by email). */
export const lineRequestSchema = z.object({
  folio: z.string().regex(/^\d{1,18}$/),
  /** The whole line asked for (a new line, or the larger amount of an existing one). */
  monto: pesos,
  fecha: z.iso.datetime({ offset: true }),
  estado: z.enum(['enEvaluacion']),
});
export type LineRequest = z.infer<typeof lineRequestSchema>;

export const investmentLine = defineEndpoint({
  method: 'GET',
  path: '/bolsa/lineasInversion',
  access: 'profile',
  response: z.object({
    linea: lineSchema.nullable(),
    /** The request being evaluated, if any: one at a time. */
    solicitud: lineRequestSchema.nullable(),
  }),
});
export type InvestmentLineResponse = ResponseOf<typeof investmentLine>;

export const lineRequestAmountSchema = z
  .number({ message: investmentLineMessages.amount })
  .int({ message: investmentLineMessages.amount })
  .min(LINE_REQUEST.min, { message: investmentLineMessages.min })
  .max(LINE_REQUEST.max, { message: investmentLineMessages.max })
  .multipleOf(LINE_REQUEST.step, { message: investmentLineMessages.step });

/** Asks for a line, or for a larger one: the amount of the whole line wanted. */
export const requestLine = defineEndpoint({
  method: 'POST',
  path: '/bolsa/lineasInversion',
  access: 'profile',
  rule: 'placeOrders',
  request: z.object({ monto: lineRequestAmountSchema }).strict(),
  response: lineRequestSchema,
});
export type RequestLineRequest = RequestOf<typeof requestLine>;
