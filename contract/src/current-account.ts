import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { accountSchema, codeSchema, movementStatusSchema } from './ledger-schemas.ts';
import { moneySchema, signedMoneySchema } from './money.ts';
import { pagedSchema, pageQueryField } from './page.ts';
import { isoDateSchema, optionalPeriodQuery } from './period.ts';

/**
 * The current account (CCM, spec 7 "CCM balances and movements"): the client's cash in pesos and
 * dollars at the firm, where bank payments, redemptions and dollar trades land and from which
 * investments are paid. Paths are not in the spec: chosen under `/ccm`.
 */

export const balanceSchema = z.object({
  account: accountSchema,
  /** Everything recorded up to today. */
  balance: signedMoneySchema,
  /** What can be used now: less the orders placed for a later day that take money out. */
  available: moneySchema,
  /** Money on its way in (a redemption paid on a later day). */
  inTransit: moneySchema,
});
export type Balance = z.infer<typeof balanceSchema>;

export const balances = defineEndpoint({
  method: 'GET',
  path: '/ccm/saldos',
  access: 'profile',
  response: z.object({ date: isoDateSchema, accounts: z.array(balanceSchema).max(10) }),
});
export type BalancesResponse = ResponseOf<typeof balances>;

/** What moved the account, as the client reads it. */
export const MOVEMENT_TYPES = [
  'deposito',
  'botonPago',
  'pagoRescate',
  'inversion',
  'transferencia',
  'transferenciaExterior',
  'comisionTransferenciaExterior',
  'compraDivisas',
  'ventaDivisas',
  'compraAcciones',
  'ventaAcciones',
  'dividendoAcciones',
  'giroLinea',
  'devolucionComisiones',
  'otro',
] as const;

export const movementSchema = z.object({
  folio: z.string().regex(/^\d{1,18}$/),
  accountId: codeSchema,
  tradeDate: isoDateSchema,
  settlementDate: isoDateSchema,
  type: z.enum(MOVEMENT_TYPES),
  /** Signed: positive in, negative out. */
  amount: signedMoneySchema,
  status: movementStatusSchema,
  /** The account's balance once this movement is counted (movements in date order). */
  balanceAfter: signedMoneySchema,
});
export type Movement = z.infer<typeof movementSchema>;

/** The movements of one current account, newest first, optionally within a period. */
export const movements = defineEndpoint({
  method: 'GET',
  path: '/ccm/movimientos',
  access: 'profile',
  request: optionalPeriodQuery({ cuenta: codeSchema, pagina: pageQueryField }),
  response: pagedSchema(movementSchema),
});
export type MovementsResponse = ResponseOf<typeof movements>;
