import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { codeSchema } from './ledger-schemas.ts';
import { moneySchema } from './money.ts';
import { registeredBankAccountSchema } from './pay-buttons.ts';

/**
 * Spec 7 "Stock and others", calls "current accounts" and "destination accounts": the accounts
 * the stock desk works with. The spec names the calls and gives no shapes: paths and shapes here
 * are chosen, under the `bolsa` family.
 */

/** A current account (CCM) as the stock desk sees it. */
export const stockCurrentAccountSchema = z.object({
  numero: codeSchema,
  moneda: z.enum(['CLP', 'USD']),
  /** What it can pay now; in pesos, less the pending purchases' reserve (as the ticket's). */
  disponible: moneySchema,
  /** Chosen: share trades settle in the pesos account only; the dollar one is listed, not used. */
  liquidaAcciones: z.boolean(),
});
export type StockCurrentAccount = z.infer<typeof stockCurrentAccountSchema>;

/** Spec 7 "current accounts": the client's current accounts, pesos first. */
export const currentAccounts = defineEndpoint({
  method: 'GET',
  path: '/bolsa/cuentasCorrientes',
  access: 'profile',
  response: z.object({ cuentas: z.array(stockCurrentAccountSchema).max(4) }),
});
export type CurrentAccountsResponse = ResponseOf<typeof currentAccounts>;

/**
 * Spec 7 "destination accounts": the bank accounts the client registered, where money from a
 * sale can be transferred (the same list the current-account transfer offers).
 */
export const destinationAccounts = defineEndpoint({
  method: 'GET',
  path: '/bolsa/cuentasDestino',
  access: 'profile',
  response: z.object({ cuentas: z.array(registeredBankAccountSchema).max(10) }),
});
export type DestinationAccountsResponse = ResponseOf<typeof destinationAccounts>;
