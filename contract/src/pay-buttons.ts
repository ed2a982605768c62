import { z } from 'zod';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { codeSchema } from './ledger-schemas.ts';
import { decimalSchema, moneyIn, moneySchema } from './money.ts';
import { pagedSchema, pageQueryField } from './page.ts';

/**
 * Spec 7 "Pay buttons": paying pesos in through a bank's payment button. The client chooses a
 * bank and an amount (and, from the invest flow, the investment it pays); the bank opens in a
 * popup; its redirect comes back through the bank redirect route and the server settles the
 * transaction with what the bank recorded, never with what the query string says. Paths are not
 * in the spec: chosen under its `botonesDePago` family.
 */

/** Spec 4: bank codes 1 to 6 (the sixth is the state bank). */
export const BANK_CODES = [1, 2, 3, 4, 5, 6] as const;
export const bankCodeSchema = z.number().int().min(1).max(6);
export type BankCode = (typeof BANK_CODES)[number];

/** Spec 4: pay button transaction statuses (0 is 'all', a filter only). */
export const TRANSACTION_STATUS = {
  all: 0,
  pending: 1,
  pendingTreasury: 2,
  pendingAutomatic: 3,
  creditedByTreasury: 4,
  creditedByBank: 5,
  rejectedByTreasury: 6,
  rejectedByBank: 7,
  notImplemented: 8,
} as const;
export const transactionStatusSchema = z.number().int().min(1).max(8);
export const transactionStatusFilterSchema = z.number().int().min(0).max(8);

/** Spec 4: bank response codes. */
export const BANK_RESPONSE = {
  ok: 1,
  bankError: 2,
  timeOut: 3,
  error: 4,
  securityAuth: 5,
  noSecurity: 6,
  notImplemented: 7,
  rejected: 8,
} as const;
export const bankResponseSchema = z.number().int().min(1).max(8);

/** Whether a bank button can be used now: 1 open, 2 outside its business hours, 3 maintenance. */
export const PAY_BUTTON_STATUS = { available: 1, outOfHours: 2, maintenance: 3 } as const;

/** Spec 3: PayButton, plus when a closed button opens again (an ISO instant). */
export const payButtonSchema = z.object({
  Id: bankCodeSchema,
  Name: z.string().min(1).max(60),
  /** The bank's logo: a same-origin path. */
  Image: z
    .string()
    .regex(/^\/api\/publico\/imagenes\/[a-z0-9-]{1,40}\.svg$/)
    .max(80),
  IdPayButtonStatuses: z.number().int().min(1).max(3),
  BusinessTimeString: z.string().min(1).max(120),
  /** Pesos, whole. */
  MaxAmount: z.number().int().positive(),
  MinAmount: z.number().int().positive(),
  /** When an out-of-hours button opens next; null while it is open or in maintenance. */
  opensAt: z.string().datetime({ offset: true }).nullable(),
});
export type PayButton = z.infer<typeof payButtonSchema>;

/** Spec 6: the white-launch list and the product check, as one answer. */
export const access = defineEndpoint({
  method: 'GET',
  path: '/botonesDePago/acceso',
  access: 'profile',
  response: z.object({
    /** The client is on the launch list (or the launch is open to all). */
    habilitado: z.boolean(),
    /** The client has the product the payments credit: a current account in pesos. */
    productoActivo: z.boolean(),
    /** Why the client cannot pay in, when they cannot; the server's words (spec 8). */
    mensaje: z.string().max(300).nullable(),
  }),
});
export type AccessResponse = ResponseOf<typeof access>;

export const list = defineEndpoint({
  method: 'GET',
  path: '/botonesDePago',
  access: 'profile',
  response: z.object({ buttons: z.array(payButtonSchema).max(BANK_CODES.length) }),
});
export type ListResponse = ResponseOf<typeof list>;

export const byId = defineEndpoint({
  method: 'GET',
  path: '/botonesDePago/{id}',
  access: 'profile',
  response: payButtonSchema,
});

/** A fund investment a payment pays once the bank approves it (pesos funds only). */
export const paidInvestmentSchema = z.object({
  fundId: codeSchema,
  seriesId: codeSchema,
  accountId: codeSchema,
  acceptsProfileMismatch: z.boolean(),
});
export type PaidInvestment = z.infer<typeof paidInvestmentSchema>;

/** One payment through a bank button, as the client's list shows it. */
export const transactionSchema = z.object({
  /** IdTrx: the firm's transaction number, which the bank returns in its redirect. */
  id: z.string().regex(/^\d{1,18}$/),
  payButtonId: bankCodeSchema,
  bankName: z.string().max(60),
  amount: moneyIn('CLP', { positive: true }),
  statusId: transactionStatusSchema,
  /** The bank's answer once it gave one (spec 4 response codes). */
  responseCode: bankResponseSchema.nullable(),
  createdAt: z.string().datetime({ offset: true }),
  updatedAt: z.string().datetime({ offset: true }),
  /** The current account the money is credited to ('100234-03'). */
  accountId: codeSchema,
  /** What it pays: a credit to the current account, or an investment (its fund's name). */
  purpose: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('abono') }),
    z.object({
      kind: z.literal('inversion'),
      fundId: codeSchema,
      fundName: z.string().max(120),
      seriesId: codeSchema,
      fundAccountId: codeSchema,
    }),
  ]),
  /** The current account's credit movement, once credited. */
  creditFolio: z
    .string()
    .regex(/^\d{1,18}$/)
    .nullable(),
  /** The investment's folio (its voucher), once invested. */
  investmentFolio: z
    .string()
    .regex(/^\d{1,18}$/)
    .nullable(),
  /** Why a credited payment's investment was not made (the money stays in the account). */
  investmentError: z.string().max(300).nullable(),
  /** Only a pending payment can be cancelled. */
  canCancel: z.boolean(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * Spec 7 "POST compost": starts a payment. The answer names the bank page the popup opens and a
 * one-time state the window that started it echoes in the authorization GET.
 */
export const create = defineEndpoint({
  method: 'POST',
  path: '/botonesDePago/{id}/transacciones',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: z.object({
    /** Pesos, whole: within the button's minimum and maximum. */
    amount: z.number().int().positive().max(1_000_000_000_000),
    investment: paidInvestmentSchema.nullable(),
  }),
  response: z.object({
    transaction: transactionSchema,
    /** The bank's payment page (same origin in the reference API's demo bank). */
    bankUrl: z.string().regex(/^\/api\/demo\/bancos\/[1-6]\/pagos\/[A-Za-z0-9_-]{16,64}$/),
    /** Echoed in the `Invsec-AuthState` header of the authorization GET. */
    authState: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  }),
});
export type CreateRequest = RequestOf<typeof create>;
export type CreateResponse = ResponseOf<typeof create>;

/** Spec 7 "transactions": the client's payments, newest first, by status (0 all). */
export const transactions = defineEndpoint({
  method: 'GET',
  path: '/botonesDePago/transacciones',
  access: 'profile',
  request: z.object({
    estado: z
      .string()
      .regex(/^[0-8]$/, { message: 'El estado no es válido.' })
      .optional(),
    pagina: pageQueryField,
  }),
  response: pagedSchema(transactionSchema),
});
export type TransactionsResponse = ResponseOf<typeof transactions>;

/** Spec 7 "cancel (PUT with IdTrx, IdPayButton, State)": State is always 'not implemented'. */
export const cancel = defineEndpoint({
  method: 'PUT',
  path: '/botonesDePago/transacciones',
  access: 'profile',
  rule: 'placeOrders',
  request: z.object({
    IdTrx: z.string().regex(/^\d{1,18}$/),
    IdPayButton: bankCodeSchema,
    State: z.literal(TRANSACTION_STATUS.notImplemented),
  }),
  response: transactionSchema,
});

/** The header of the authorization GET (spec 7 "authorization GET with a state header"). */
export const AUTH_STATE_HEADER = 'Invsec-AuthState';

/**
 * Spec 7 "authorization GET with a state header": the window that started a payment asks for its
 * outcome once the bank's popup closed. The server settles it with the bank first (so a payer
 * who closed the popup before the redirect still gets the credit): a GET that changes state.
 */
export const authorization = defineEndpoint({
  method: 'GET',
  path: '/botonesDePago/transacciones/{id}/autorizacion',
  access: 'profile',
  changesState: true,
  response: z.object({ transaction: transactionSchema }),
});

/** Spec 3: the bank redirect result, read from each bank's own query shape. */
export const bankRedirectResultSchema = z.object({
  codBDP: bankCodeSchema,
  /** Spec 4's response code the bank's own code means. */
  codResponse: bankResponseSchema,
  /** The bank's own code as it came ('021', 'S', '1'). */
  codTrx: z.string().max(8),
  /** IdTrx: the firm's transaction the redirect is about. */
  transactionId: z.string().regex(/^\d{1,18}$/),
  /** The bank's own reference of the payment, when it sends one. */
  transactionIdTrx: z.string().max(64).nullable(),
  /** The amount the redirect claims, when the bank's shape carries one (never credited). */
  amount: z.number().int().nonnegative().nullable(),
});
export type BankRedirectResult = z.infer<typeof bankRedirectResultSchema>;

/** The longest bank query the notification accepts. */
export const MAX_BANK_QUERY = 1000;

/**
 * Spec 7 "listen notification": the bank redirect route hands the bank's answer (the route's
 * `ficticia` and the raw query) to the server, which checks it against what it recorded and what
 * the bank says, settles the payment once, and answers its state.
 */
export const notification = defineEndpoint({
  method: 'POST',
  path: '/botonesDePago/notificacion',
  access: 'profile',
  request: z.object({
    ficticia: z.string().min(1).max(16),
    query: z.string().max(MAX_BANK_QUERY),
  }),
  response: z.object({ result: bankRedirectResultSchema, transaction: transactionSchema }),
});
export type NotificationResponse = ResponseOf<typeof notification>;

/** A bank account the client registered (Mis Datos Personales), where transfers go. */
export const registeredBankAccountSchema = z.object({
  /** Its position in the client's list: what a transfer names. */
  id: z.string().regex(/^\d{1,2}$/),
  bankName: z.string().max(80),
  /** 'Cuenta corriente', 'Cuenta vista'... */
  type: z.string().max(40),
  currency: z.enum(['CLP', 'USD']),
  /** Only its last 4 digits: '•••• 5678'. */
  maskedNumber: z.string().max(20),
});
export type RegisteredBankAccount = z.infer<typeof registeredBankAccountSchema>;

/** Spec 7 "bank accounts": the registered accounts a current-account transfer may go to. */
export const bankAccounts = defineEndpoint({
  method: 'GET',
  path: '/botonesDePago/cuentasBancarias',
  access: 'profile',
  response: z.object({ accounts: z.array(registeredBankAccountSchema).max(10) }),
});

/**
 * Spec 7 "current-account transfer": money out of a current account to a registered bank
 * account of the same currency. Before 14:00 on a business day it leaves today (spec 9),
 * otherwise the next business day.
 */
export const transfer = defineEndpoint({
  method: 'POST',
  path: '/botonesDePago/transferencia',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: z.object({
    /** The current account it leaves ('100234-03'). */
    accountId: codeSchema,
    bankAccountId: z.string().regex(/^\d{1,2}$/),
    /** In the account's currency: whole pesos, or dollars with cents. */
    amount: decimalSchema(2, { positive: true }),
  }),
  response: z.object({
    folio: z.string().regex(/^\d{1,18}$/),
    accountId: codeSchema,
    bankAccount: registeredBankAccountSchema,
    amount: moneySchema,
    /** The business day the money leaves. */
    tradeDate: z.iso.date(),
    /** Asked after 14:00 or on a holiday: it leaves the next business day. */
    outOfHours: z.boolean(),
    createdAt: z.string().datetime({ offset: true }),
  }),
});
export type TransferResponse = ResponseOf<typeof transfer>;
