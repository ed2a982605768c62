import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import {
  accountSchema,
  codeSchema,
  movementStatusSchema,
  riskLevelSchema,
} from './ledger-schemas.ts';
import {
  currencySchema,
  decimalSchema,
  moneySchema,
  quotaValueSchema,
  unitsSchema,
} from './money.ts';
import { isoDateSchema } from './period.ts';
import { fillPath } from './path.ts';

/**
 * Spec 7 "Mutual funds": the operations that move money (DOMAIN.md "Operations that move money"):
 * invest (subscription), redeem (rescate) and the after-hours movements. Paths are not in the
 * spec; each is chosen in the style of the fund calls. Every money-moving POST is `idempotent`.
 */

/** Money-moving POSTs carry this header: one key per confirm step (DOMAIN.md). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A key as the portal creates it (a UUID), or any 16-64 letters, digits and dashes. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/);

/**
 * How an investment is paid: a bank transfer to the fund manager (before 14:00, spec 9), the
 * balance of the client's current account (CCM) in the fund's currency, or a bank's payment
 * button (pesos funds; confirmed by paying at the bank, `payButtons.create`).
 */
export const PAYMENT_WAYS = ['transferencia', 'saldoCcm', 'botonPago'] as const;
export const paymentWaySchema = z.enum(PAYMENT_WAYS);
export type PaymentWay = z.infer<typeof paymentWaySchema>;

/** Spec 9: the investor profiles. */
export const INVESTOR_PROFILES = ['Conservador', 'Moderado', 'Agresivo'] as const;

/** How a fund's risk stands against the client's investor profile. */
export const profileFitSchema = z.object({
  /** The client's current profile; null when it never answered the poll. */
  profile: z.enum(INVESTOR_PROFILES).nullable(),
  /** The highest fund risk level (1-7) the profile takes without an explicit acceptance. */
  maxRiskLevel: riskLevelSchema,
  fundRiskLevel: riskLevelSchema,
  fits: z.boolean(),
});
export type ProfileFit = z.infer<typeof profileFitSchema>;

/** An amount as typed: positive, at most 2 decimals (the server checks the fund's currency). */
const typedAmountSchema = decimalSchema(2, { positive: true });

/** The data step of an investment, as the simulation and the confirmation receive it. */
export const investRequestSchema = z.object({
  fundId: codeSchema,
  seriesId: codeSchema,
  accountId: codeSchema,
  amount: typedAmountSchema,
  paymentWay: paymentWaySchema,
  /** The client declares they invest above their profile under their own responsibility. */
  acceptsProfileMismatch: z.boolean(),
});
export type InvestRequest = z.infer<typeof investRequestSchema>;

/** When an order is processed: its trade date by the cut-off and the banking calendar. */
const scheduleShape = {
  /** The banking business day the order is processed on (the quota value of that day). */
  tradeDate: isoDateSchema,
  /** The day the units are confirmed (investment) or the money is paid (redemption). */
  settlementDate: isoDateSchema,
  /** Placed after the cut-off or on a non-business day: it runs on the next business day. */
  outOfHours: z.boolean(),
  /** The cut-off that applied, HH:mm America/Santiago. */
  cutOffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
};

/** What the confirm step shows: exactly what will happen (DOMAIN.md). */
export const investQuoteSchema = z.object({
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  accountId: codeSchema,
  amount: moneySchema,
  paymentWay: paymentWaySchema,
  /** The last quota value, and the units it would buy (the trade date's value assigns them). */
  quotaValue: quotaValueSchema,
  quotaDate: isoDateSchema,
  estimatedUnits: unitsSchema,
  /** The series' minimum for this subscription (first or additional) in this account. */
  minimum: moneySchema,
  profileFit: profileFitSchema,
  ...scheduleShape,
});
export type InvestQuote = z.infer<typeof investQuoteSchema>;

/** The voucher (comprobante) of an operation: what the confirm step showed, with its folio. */
export const voucherSchema = z.object({
  folio: z.string().regex(/^\d{1,20}$/),
  kind: z.enum(['aporte', 'rescate']),
  /** When it was recorded, an ISO instant. */
  createdAt: z.iso.datetime({ offset: true }),
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  accountId: codeSchema,
  amount: moneySchema,
  /** Units bought (estimated at the last quota value) or redeemed. */
  units: unitsSchema,
  quotaValue: quotaValueSchema,
  quotaDate: isoDateSchema,
  /** Investment: how it is paid; redemption: where the money goes. */
  paymentWay: z.string(),
  /** Today's status of the movement (a cancelled after-hours one reads `anulado`). */
  status: movementStatusSchema,
  /** Investment above the profile: the client accepted it (recorded with the movement). */
  acceptedProfileMismatch: z.boolean(),
  ...scheduleShape,
});
export type Voucher = z.infer<typeof voucherSchema>;

/** The simulation of an investment: the rules checked, nothing recorded. */
export const investSimulation = defineEndpoint({
  method: 'POST',
  path: '/ffmm/invertir/simulacion',
  access: 'profile',
  rule: 'placeOrders',
  request: investRequestSchema,
  response: investQuoteSchema,
});

/** Spec 7 "invest confirm (POST)": the investment, recorded in transit. */
export const investConfirm = defineEndpoint({
  method: 'POST',
  path: '/ffmm/invertir/confirmar',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: investRequestSchema,
  response: voucherSchema,
});

/** A voucher again (the voucher step after a reload), by folio; the profile's only. */
export const voucher = defineEndpoint({
  method: 'GET',
  path: '/ffmm/operaciones/{folio}',
  access: 'profile',
  response: voucherSchema,
});

/** The voucher's PDF receipt (a file: served outside the contract, as the fund documents). */
export const voucherPdfPath = (folio: string) =>
  fillPath('/ffmm/operaciones/{folio}/comprobante.pdf', { folio });

/** What the data step of an investment offers: the fund rules, accounts and ways to pay. */
export const investOptions = defineEndpoint({
  method: 'GET',
  path: '/ffmm/invertir/opciones',
  access: 'profile',
  response: z.object({
    /** Funds with at least one series open to investment from the portal. */
    funds: z.array(
      z.object({
        id: codeSchema,
        name: z.string(),
        currency: currencySchema,
        riskLevel: riskLevelSchema,
        cutOffTime: scheduleShape.cutOffTime,
        series: z.array(
          z.object({
            id: codeSchema,
            description: z.string(),
            minimumInitial: moneySchema,
            minimumAdditional: moneySchema,
          }),
        ),
      }),
    ),
    /** The profile's mutual fund accounts. */
    accounts: z.array(accountSchema),
    /** Each way to pay, with the CCM balance available in each currency. */
    paymentWays: z.array(
      z.object({
        id: paymentWaySchema,
        name: z.string(),
        /** `saldoCcm`: what the current accounts hold, net of after-hours debits. */
        available: z.array(moneySchema),
      }),
    ),
    profile: z.enum(INVESTOR_PROFILES).nullable(),
    maxRiskLevel: riskLevelSchema,
    /** Spec 8: after-hours debits reduce the available balance. */
    afterHoursNotice: z.boolean(),
  }),
});

/** Spec 7 "invest and redeem enablement" of one series, with today's schedule. */
export const enablement = defineEndpoint({
  method: 'GET',
  path: '/ffmm/fondos/{fundId}/series/{seriesId}/habilitacion',
  access: 'profile',
  response: z.object({
    investEnabled: z.boolean(),
    redeemEnabled: z.boolean(),
    /** Why it is not enabled, in Spanish; null when both are. */
    message: z.string().nullable(),
    /** An order placed now: when it is processed. */
    tradeDate: isoDateSchema,
    outOfHours: z.boolean(),
    cutOffTime: scheduleShape.cutOffTime,
  }),
});

/** How much of a redemption: an amount of money, a number of units, or all of it. */
export const REDEEM_MODES = ['monto', 'cuotas', 'total'] as const;

export const redeemRequestSchema = z
  .object({
    fundId: codeSchema,
    seriesId: codeSchema,
    accountId: codeSchema,
    mode: z.enum(REDEEM_MODES),
    /** `monto`: the money asked for, in the fund's currency. */
    amount: typedAmountSchema.optional(),
    /** `cuotas`: the units to sell. */
    units: decimalSchema(4, { positive: true }).optional(),
    /** A destination's id from `redeemOptions`. */
    destinationId: codeSchema,
  })
  .superRefine((value, ctx) => {
    if (value.mode === 'monto' && value.amount === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Ingrese el monto a rescatar.', path: ['amount'] });
    }
    if (value.mode === 'cuotas' && value.units === undefined) {
      ctx.addIssue({ code: 'custom', message: 'Ingrese las cuotas a rescatar.', path: ['units'] });
    }
  });
export type RedeemRequest = z.infer<typeof redeemRequestSchema>;

/** One holding that may be redeemed: what is free to redeem today. */
export const redeemableSchema = z.object({
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  accountId: codeSchema,
  currency: currencySchema,
  /** Units held net of after-hours redemptions not yet processed. */
  availableUnits: unitsSchema,
  quotaValue: quotaValueSchema,
  quotaDate: isoDateSchema,
  availableValue: moneySchema,
  /** The most a partial redemption may take; more needs a total redemption. */
  partialLimit: moneySchema,
  redeemEnabled: z.boolean(),
  /** T+n business days to the payment. */
  settlementDays: z.number().int().min(0).max(10),
  /** Spec 8: after-hours movements reduce this holding's available balance. */
  afterHoursNotice: z.boolean(),
});
export type Redeemable = z.infer<typeof redeemableSchema>;

/** Where a redemption's money goes: a current account (CCM) or the registered bank account. */
export const redeemDestinationSchema = z.object({
  id: codeSchema,
  name: z.string(),
  currency: currencySchema,
});

/** Spec 7 "rescue": active funds with redeemable balance, destination accounts and currencies. */
export const redeemOptions = defineEndpoint({
  method: 'GET',
  path: '/ffmm/rescate/opciones',
  access: 'profile',
  response: z.object({
    holdings: z.array(redeemableSchema),
    destinations: z.array(redeemDestinationSchema),
  }),
});

/** What the redemption's confirm step shows. */
export const redeemQuoteSchema = z.object({
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  accountId: codeSchema,
  mode: z.enum(REDEEM_MODES),
  units: unitsSchema,
  quotaValue: quotaValueSchema,
  quotaDate: isoDateSchema,
  /** What the client receives at the last quota value (the trade date's value pays it). */
  estimatedAmount: moneySchema,
  destination: redeemDestinationSchema,
  ...scheduleShape,
});
export type RedeemQuote = z.infer<typeof redeemQuoteSchema>;

/** Spec 7 "rescue simulator POST": what the client receives and when; nothing recorded. */
export const redeemSimulation = defineEndpoint({
  method: 'POST',
  path: '/ffmm/rescate/simulacion',
  access: 'profile',
  rule: 'placeOrders',
  request: redeemRequestSchema,
  response: redeemQuoteSchema,
});

/** Spec 7 "rescue POST". */
export const redeem = defineEndpoint({
  method: 'POST',
  path: '/ffmm/rescate',
  access: 'profile',
  rule: 'placeOrders',
  idempotent: true,
  request: redeemRequestSchema,
  response: voucherSchema,
});

/** An order placed out of hours, to be processed on its trade date; cancellable until then. */
export const afterHoursMovementSchema = z.object({
  folio: voucherSchema.shape.folio,
  kind: z.enum(['aporte', 'rescate']),
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  accountId: codeSchema,
  amount: moneySchema,
  units: unitsSchema,
  tradeDate: isoDateSchema,
  createdAt: voucherSchema.shape.createdAt,
});
export type AfterHoursMovement = z.infer<typeof afterHoursMovementSchema>;

/** Spec 7 "after-hours movements (GET)". */
export const afterHoursMovements = defineEndpoint({
  method: 'GET',
  path: '/ffmm/movimientosFueraDeHorario',
  access: 'profile',
  response: z.object({ movements: z.array(afterHoursMovementSchema).max(100) }),
});

/** Spec 7 "after-hours movements (DELETE)": the order stays as an `anulado` record. */
export const cancelAfterHours = defineEndpoint({
  method: 'DELETE',
  path: '/ffmm/movimientosFueraDeHorario/{folio}',
  access: 'profile',
  rule: 'placeOrders',
  response: voucherSchema,
});

export type InvestOptionsResponse = ResponseOf<typeof investOptions>;
export type EnablementResponse = ResponseOf<typeof enablement>;
export type RedeemOptionsResponse = ResponseOf<typeof redeemOptions>;
export type AfterHoursResponse = ResponseOf<typeof afterHoursMovements>;
