import { formatCurrency } from '@inversiones/es-cl';
import { z } from 'zod';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { accountSchema, codeSchema, dollarRateSchema } from './ledger-schemas.ts';
import { decimalSchema, moneyIn, moneySchema, percentSchema, signedMoneySchema } from './money.ts';
import { pagedSchema, pageQueryField } from './page.ts';
import { isoDateSchema, periodQuery } from './period.ts';
import { fillPath } from './path.ts';

/**
 * Spec 7 "Currency spot": buying and selling dollars between the client's current accounts in
 * pesos and in dollars, at the FX desk's price (the dólar observado of the day plus or minus its
 * spread). The client quotes an amount, sees exactly what will move, and confirms the quote
 * while it lives. The spec names the calls under its `spot/divisas` family and gives no shapes:
 * every path after the family and every shape here is chosen.
 */

/** Buying dollars with pesos, or selling dollars for pesos (the client's side). */
export const OPERATION_TYPES = ['compra', 'venta'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/** The currencies the desk trades against the peso: those the current accounts hold. */
export const SPOT_CURRENCIES = ['USD'] as const;

/** How long a quote can be confirmed, from the instant it was given. */
export const QUOTE_SECONDS = 60;

/** The amount of one operation, in dollars (chosen: the desk's web limits). */
export const MIN_AMOUNT_USD = 100;
export const MAX_AMOUNT_USD = 100_000;

/** The desk's hours, Santiago time, on banking business days: opening included, closing not. */
export const DESK_HOURS = { opens: '09:00', closes: '17:00' } as const;

export const currencySpotMessages = {
  type: 'El tipo de operación debe ser compra o venta.',
  belowMinimum: `El monto mínimo por operación es ${formatCurrency(MIN_AMOUNT_USD, 'USD')}.`,
  aboveMaximum: `El monto máximo por operación en el portal es ${formatCurrency(MAX_AMOUNT_USD, 'USD')}. Para montos mayores, contacte a su ejecutivo.`,
  quoteId: 'La cotización no es válida.',
} as const;

export const operationTypeSchema = z.enum(OPERATION_TYPES, {
  message: currencySpotMessages.type,
});

/** A price in pesos per dollar, 2 decimals (947,46). */
export const rateSchema = decimalSchema(2, { positive: true });

/** A quote's id: 16 random bytes, base64url (chosen: not guessable, never a sequence). */
export const quoteIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}$/, { message: currencySpotMessages.quoteId });

/** A folio of the ledger (the dollar movement's). */
const folioSchema = z.string().regex(/^\d{1,18}$/);

/** The current accounts an operation moves: the money leaves `debit` and lands in `credit`. */
export const operationAccountsSchema = z.object({
  /** Pesos on a buy, dollars on a sell. */
  debit: codeSchema,
  /** Dollars on a buy, pesos on a sell. */
  credit: codeSchema,
});

/** What a price is made of: the dólar observado and the spread the desk adds or takes off. */
const priceFields = {
  tipo: operationTypeSchema,
  /** The currency bought or sold (one of `monedas`). */
  currency: z.enum(SPOT_CURRENCIES),
  /** Pesos per dollar: the observed dollar plus the spread on a buy, minus it on a sell. */
  rate: rateSchema,
  /** The dólar observado of the market's day the price is built on. */
  observedRate: dollarRateSchema,
  /** The desk's spread in percentage points (0.6 is 0,6 %). */
  spread: percentSchema,
};

/**
 * Spec 7 "active flag": whether the client can buy and sell dollars now: current accounts in
 * pesos and in dollars, and the desk open. `mensaje` says why not (when it opens, if closed).
 */
export const active = defineEndpoint({
  method: 'GET',
  path: '/spot/divisas/activo',
  access: 'profile',
  response: z.object({ activo: z.boolean(), mensaje: z.string().max(300).nullable() }),
});
export type ActiveResponse = ResponseOf<typeof active>;

/** One currency the desk trades, with the limits of one operation. */
export const spotCurrencySchema = z.object({
  code: z.enum(SPOT_CURRENCIES),
  /** Spanish name for display. */
  name: z.string().max(60),
  minAmount: moneyIn('USD', { positive: true }),
  maxAmount: moneyIn('USD', { positive: true }),
});

/** Spec 7 "currencies": a list, though the current accounts only hold dollars. */
export const currencies = defineEndpoint({
  method: 'GET',
  path: '/spot/divisas/monedas',
  access: 'profile',
  response: z.object({ currencies: z.array(spotCurrencySchema).max(SPOT_CURRENCIES.length) }),
});

/** Spec 7 "price by operation type": the indicative price now (a quote fixes it). */
export const price = defineEndpoint({
  method: 'GET',
  path: '/spot/divisas/precio',
  access: 'profile',
  request: z.object({ tipo: operationTypeSchema }),
  response: z.object({ ...priceFields, at: z.string().datetime({ offset: true }) }),
});
export type PriceResponse = ResponseOf<typeof price>;

/**
 * A firm price for an amount (chosen: a step of its own before the confirmation, the confirm
 * step's figures): it can be confirmed until `expiresAt`, `QUOTE_SECONDS` after `quotedAt`.
 */
export const quoteSchema = z.object({
  id: quoteIdSchema,
  ...priceFields,
  amount: moneyIn('USD', { positive: true }),
  /**
   * amount x rate in whole pesos, rounded for the desk: up on a buy (what the client pays),
   * down on a sell (what the client receives).
   */
  clpAmount: moneyIn('CLP', { positive: true }),
  accounts: operationAccountsSchema,
  quotedAt: z.string().datetime({ offset: true }),
  expiresAt: z.string().datetime({ offset: true }),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quote = defineEndpoint({
  method: 'POST',
  path: '/spot/divisas/cotizaciones',
  access: 'profile',
  // Chosen: quoting is a step of giving the order, so a consulting profile cannot.
  rule: 'placeOrders',
  request: z.object({
    tipo: operationTypeSchema,
    /** Dollars, at most 2 decimals, within the limits. */
    monto: decimalSchema(2, { positive: true })
      .refine((value) => value >= MIN_AMOUNT_USD, { message: currencySpotMessages.belowMinimum })
      .refine((value) => value <= MAX_AMOUNT_USD, { message: currencySpotMessages.aboveMaximum }),
  }),
  response: quoteSchema,
});
export type QuoteRequest = RequestOf<typeof quote>;

/** A way to pay a buy (pesos) or to deliver a sell (dollars): a current account's balance. */
export const paymentMethodSchema = z.object({
  /** 'saldoCcmPesos' or 'saldoCcmDolares'. */
  id: z.enum(['saldoCcmPesos', 'saldoCcmDolares']),
  /** Spanish name for display. */
  name: z.string().max(80),
  accountId: codeSchema,
  /** What can be used now. */
  available: moneySchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Spec 7 "payment methods": what pays a buy, or what a sell takes the dollars from. */
export const paymentMethods = defineEndpoint({
  method: 'GET',
  path: '/spot/divisas/formasPago',
  access: 'profile',
  request: z.object({ tipo: operationTypeSchema }),
  response: z.object({ tipo: operationTypeSchema, methods: z.array(paymentMethodSchema).max(2) }),
});

/** A current account the desk moves, with what can be used now. */
export const spotAccountSchema = z.object({
  account: accountSchema,
  available: moneySchema,
});

/** Spec 7 "accounts": the current accounts in pesos and dollars. */
export const accounts = defineEndpoint({
  method: 'GET',
  path: '/spot/divisas/cuentas',
  access: 'profile',
  response: z.object({ date: isoDateSchema, accounts: z.array(spotAccountSchema).max(2) }),
});
export type AccountsResponse = ResponseOf<typeof accounts>;

/** Spec 7 "detail": one of them, with everything recorded up to today; the profile's only. */
export const accountDetail = defineEndpoint({
  method: 'GET',
  path: '/spot/divisas/cuentas/{id}',
  access: 'profile',
  response: spotAccountSchema.extend({
    date: isoDateSchema,
    /** Every movement up to today (orders for a later day that take money out not yet). */
    balance: signedMoneySchema,
  }),
});

/** A confirmed operation: its voucher, and a row of the operations list. */
export const operationSchema = z.object({
  folio: folioSchema,
  ...priceFields,
  amount: moneyIn('USD', { positive: true }),
  clpAmount: moneyIn('CLP', { positive: true }),
  accounts: operationAccountsSchema,
  /** The business day both current accounts move (the same day: settled). */
  tradeDate: isoDateSchema,
  createdAt: z.string().datetime({ offset: true }),
});
export type Operation = z.infer<typeof operationSchema>;

/**
 * Spec 7 "POST confirm operation": confirms a live quote of the client's at its price. The
 * dollars and the pesos move at once, once per Idempotency-Key and once per quote.
 */
export const confirm = defineEndpoint({
  method: 'POST',
  path: '/spot/divisas/operaciones',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: z.object({ cotizacionId: quoteIdSchema }),
  response: operationSchema,
});
export type ConfirmRequest = RequestOf<typeof confirm>;

/** Spec 7 "movements by date range": the client's operations traded in it, newest first. */
export const operations = defineEndpoint({
  method: 'GET',
  path: '/spot/divisas/operaciones',
  access: 'profile',
  request: periodQuery({ pagina: pageQueryField }),
  response: pagedSchema(operationSchema),
});
export type OperationsResponse = ResponseOf<typeof operations>;

/** Spec 7 "receipt blob": an operation's PDF receipt (a file, served outside the contract). */
export const receiptPdfPath = (folio: string) =>
  fillPath('/spot/divisas/operaciones/{folio}/comprobante.pdf', { folio });

/** `comprobante-divisas-<folio>.pdf`. */
export const receiptFileName = (folio: string) => `comprobante-divisas-${folio}.pdf`;
