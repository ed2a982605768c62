import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { codeSchema } from './ledger-schemas.ts';
import {
  decimalSchema,
  moneySchema,
  percentSchema,
  quotaValueSchema,
  signedMoneySchema,
  unitsSchema,
} from './money.ts';
import { isoDateSchema } from './period.ts';

/**
 * Spec 7 "Mutual funds", PAC (plan de aporte continuo): a monthly contribution debited from the
 * client's bank account on day 5 (spec 9), mandated by a signed document. Create, the mandate's
 * PDF, sign, list and cancel; its certificate PDF and its performance. Paths are not in the spec: chosen in the style of the fund calls.
 */

/** Spec 9: the PAC debit day of each month (the next business day when it is not one). */
export const PAC_DEBIT_DAY = 5;

/** A PAC is debited from the bank account the client registered with the firm. */
export const PAC_PAYMENT_WAYS = ['cargoCuentaBancaria'] as const;

export const PAC_STATUSES = ['pendienteFirma', 'vigente', 'anulado'] as const;

/** The most PAC mandates a profile keeps (any status). */
export const MAX_MANDATES = 50;

export const pacRequestSchema = z.object({
  fundId: codeSchema,
  seriesId: codeSchema,
  accountId: codeSchema,
  /** Each month's contribution, in the fund's currency. */
  amount: decimalSchema(2, { positive: true }),
  paymentWay: z.enum(PAC_PAYMENT_WAYS),
  /** The client declares they invest above their profile under their own responsibility. */
  acceptsProfileMismatch: z.boolean(),
});
export type PacRequest = z.infer<typeof pacRequestSchema>;

export const pacSchema = z.object({
  id: z.uuid(),
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  accountId: codeSchema,
  amount: moneySchema,
  paymentWay: z.enum(PAC_PAYMENT_WAYS),
  status: z.enum(PAC_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  /** The next debit's date while the PAC is in force; null otherwise. */
  nextDebit: isoDateSchema.nullable(),
  /** Debits made so far. */
  debits: z.number().int().min(0),
});
export type Pac = z.infer<typeof pacSchema>;

export const list = defineEndpoint({
  method: 'GET',
  path: '/ffmm/pac',
  access: 'profile',
  response: z.object({ mandates: z.array(pacSchema).max(MAX_MANDATES) }),
});

/** A new PAC, pending its mandate's signature. */
export const create = defineEndpoint({
  method: 'POST',
  path: '/ffmm/pac',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: pacRequestSchema,
  response: pacSchema,
});

/** A PDF answered as JSON: its name and bytes. */
const pdfFileSchema = z.object({
  fileName: z.string().regex(/^[\w.-]{1,80}\.pdf$/),
  /** The PDF's bytes, base64. */
  base64: z.string().max(2_000_000),
});

/** Spec 7 "PAC mandate PDF (POST)": the mandate to read before signing. */
export const mandatePdf = defineEndpoint({
  method: 'POST',
  path: '/ffmm/pac/{id}/mandato',
  access: 'profile',
  response: pdfFileSchema,
});

/** What a PAC's debits made so far are worth at the last quota value. */
export const performanceSchema = z
  .object({
    pacId: z.uuid(),
    /** The debits made so far. */
    debits: z.number().int().min(0),
    /** The sum of the debits. */
    contributed: moneySchema,
    /** The units the debits bought. */
    units: unitsSchema,
    /** The last quota value, and its date. */
    quotaValue: quotaValueSchema,
    quotaDate: isoDateSchema,
    /** units x quota value. */
    value: moneySchema,
    gain: signedMoneySchema,
    /** gain / contributed in percentage points; null before the first debit. */
    gainPercent: percentSchema.nullable(),
  })
  .refine(
    ({ contributed, value, gain }) =>
      contributed.currency === value.currency && gain.currency === value.currency,
    { message: 'Lo aportado, el valor y la ganancia van en la moneda del fondo.' },
  );
export type Performance = z.infer<typeof performanceSchema>;

/** Spec 7 "performance (POST)": what the PAC's contributions are worth today. */
export const performance = defineEndpoint({
  method: 'POST',
  path: '/ffmm/pac/{id}/rentabilidad',
  access: 'profile',
  response: performanceSchema,
});

/** Spec 7 "PAC PDF (POST)": the PAC's certificate, its terms, its debits and their value. */
export const pdf = defineEndpoint({
  method: 'POST',
  path: '/ffmm/pac/{id}/pdf',
  access: 'profile',
  response: pdfFileSchema,
});

/** Spec 7 "PAC sign (POST)": the mandate signed, the PAC in force. */
export const sign = defineEndpoint({
  method: 'POST',
  path: '/ffmm/pac/{id}/firma',
  access: 'profile',
  rule: 'placeOrders',
  response: pacSchema,
});

/** Cancels a PAC: no debit after this; it stays listed as `anulado`. */
export const cancel = defineEndpoint({
  method: 'DELETE',
  path: '/ffmm/pac/{id}',
  access: 'profile',
  rule: 'placeOrders',
  response: pacSchema,
});

export type ListResponse = ResponseOf<typeof list>;
