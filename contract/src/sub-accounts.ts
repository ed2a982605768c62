import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { accountSchema } from './ledger-schemas.ts';
import { moneyIn, moneySchema } from './money.ts';
import { isoDateSchema } from './period.ts';

/**
 * Spec 7 "sub-accounts (GET and POST)": a client's mutual fund accounts are sub-accounts of their
 * client number (100234-01, 100234-05...). A new one, named by the client ("Vacaciones"), keeps
 * a savings goal apart: it is a ledger account of its own, so its balance is never mixed. Paths
 * are not in the spec: chosen in the style of the fund calls.
 */

/** The most mutual fund sub-accounts a client keeps. */
export const MAX_SUB_ACCOUNTS = 10;

/** A sub-account's name: what the client calls it. */
export const ALIAS_MAX_LENGTH = 30;

export const subAccountMessages = {
  aliasRequired: 'Ingrese un nombre para la subcuenta.',
  aliasTooLong: `El nombre admite hasta ${ALIAS_MAX_LENGTH} caracteres.`,
  aliasCharacters: 'Use solo letras, números, espacios y los signos . , - ( ).',
} as const;

export const aliasSchema = z
  .string()
  .trim()
  .min(1, subAccountMessages.aliasRequired)
  .max(ALIAS_MAX_LENGTH, subAccountMessages.aliasTooLong)
  .regex(/^[\p{L}\p{N} .,()-]+$/u, subAccountMessages.aliasCharacters);

export const subAccountSchema = z.object({
  account: accountSchema,
  /** The client's name for it; null for the accounts opened with the firm. */
  alias: z.string().max(ALIAS_MAX_LENGTH).nullable(),
  openedOn: isoDateSchema,
  /** What it holds today, in CLP (the dollar funds at the observed dollar) and per currency. */
  valueClp: moneyIn('CLP'),
  byCurrency: z.array(moneySchema),
  /** Holdings (fund series) in it. */
  holdings: z.number().int().min(0),
});
export type SubAccount = z.infer<typeof subAccountSchema>;

export const list = defineEndpoint({
  method: 'GET',
  path: '/ffmm/subcuentas',
  access: 'profile',
  response: z.object({
    date: isoDateSchema,
    /** The client number the sub-accounts hang from; null for a client without fund accounts. */
    clientNumber: z
      .string()
      .regex(/^\d{1,10}$/)
      .nullable(),
    subAccounts: z.array(subAccountSchema).max(MAX_SUB_ACCOUNTS),
    maxSubAccounts: z.literal(MAX_SUB_ACCOUNTS),
  }),
});

/** Opens a mutual fund sub-account under the client number, named by the client. */
export const create = defineEndpoint({
  method: 'POST',
  path: '/ffmm/subcuentas',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: z.object({ alias: aliasSchema }),
  response: subAccountSchema,
});

export type ListResponse = ResponseOf<typeof list>;
