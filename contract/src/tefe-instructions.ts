import { z } from 'zod';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';
import { moneyIn } from './money.ts';
import { isoDateSchema, periodQuery } from './period.ts';
import { codeSchema, methodKindSchema } from './security-pass.ts';

/**
 * TEFE instructions (portal-spec 3 "Instruction", 4 "Foreign transfer order status", 7 "TEFE"):
 * dollars sent abroad from the client's current account (cuenta corriente mercantil) in dollars
 * to an approved beneficiary. The spec gives the calls and the statuses; the payloads, limits,
 * the commission's tariff and the texts are chosen. Money moves when the desk executes the
 * transfer, not before: meanwhile its amount and commission are held (DOMAIN "Operations").
 */

/** Portal-spec 4: a transfer order's statuses. */
export const INSTRUCTION_STATUS = {
  entered: 1,
  rejectedByUser: 2,
  pendingApproval: 3,
  complianceAlert: 4,
  complianceBlock: 5,
  executed: 6,
  rejectedByBank: 7,
} as const;
export const INSTRUCTION_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
export type InstructionStatusId = (typeof INSTRUCTION_STATUS_IDS)[number];
export const instructionStatusIdSchema = z.union(INSTRUCTION_STATUS_IDS.map((id) => z.literal(id)));

/** Spec 4: a client's cancel sets this Status. */
export const STATUS_USER_CANCEL = 'RechazadaUsuario';

/** Statuses that still hold the money (and a client may still cancel: entered or awaiting). */
export const HOLDING_STATUSES: readonly InstructionStatusId[] = [1, 3, 4];
export const CANCELLABLE_STATUSES: readonly InstructionStatusId[] = [1, 3];

/** Dollars only: the current accounts abroad transfers leave from hold dollars. */
export const TRANSFER_LIMITS = {
  /** US$, per transfer (chosen: the desk's range for a portal instruction). */
  min: 100,
  max: 250_000,
  /** Instructions a list answers at most (a year of them for an active client). */
  listMax: 500,
} as const;

export const instructionMessages = {
  /** Portal-spec 8's words for a balance short of the transfer. */
  noBalance: 'No posee saldo disponible para realizar esta transferencia',
  amountRange: 'Ingrese un monto entre US$ 100 y US$ 250.000.',
  beneficiary: 'Seleccione un beneficiario aprobado.',
  account: 'Seleccione la cuenta corriente de origen.',
  currency: 'Seleccione la moneda.',
  purpose: 'Seleccione el propósito de la transferencia.',
  fundOrigin: 'Seleccione el origen de los fondos.',
  annualVolume: 'Seleccione su volumen anual estimado.',
} as const;
const im = instructionMessages;

const positiveId = (message: string) =>
  z.number({ message }).int({ message }).positive({ message });

/** A source current account: its number, in dollars. */
export const sourceAccountSchema = z.object({
  id: z.string().regex(/^\d{6}-\d{2}$/),
  numero: z.string().regex(/^\d{6}-\d{2}$/),
  moneda: z.literal('USD'),
});
export type SourceAccount = z.infer<typeof sourceAccountSchema>;

/** Spec 7: the client's current accounts a transfer can leave from. */
export const sourceAccounts = defineEndpoint({
  method: 'GET',
  path: '/tefe/cuentasCorrientesMercantil',
  access: 'profile',
  rule: 'tefe',
  response: z.object({
    /** The market's today: the screens' default period ends on it. */
    fecha: isoDateSchema,
    cuentas: z.array(sourceAccountSchema).max(20),
  }),
});
export type SourceAccountsResponse = ResponseOf<typeof sourceAccounts>;

/** Spec 7 `saldos`: the ledger balance, what instructions in course hold, and what is free. */
export const balances = defineEndpoint({
  method: 'GET',
  path: '/tefe/cuentasCorrientesMercantil/{id}/saldos',
  access: 'profile',
  rule: 'tefe',
  response: z.object({
    cuenta: z.string(),
    saldoContable: moneyIn('USD', { signed: true }),
    retenido: moneyIn('USD'),
    disponible: moneyIn('USD'),
  }),
});
export type BalancesResponse = ResponseOf<typeof balances>;

/** One step of the tariff: transfers up to `hasta` (null: any amount) pay `comision`. */
export const commissionTierSchema = z.object({
  hasta: z.number().positive().nullable(),
  comision: moneyIn('USD'),
});
export type CommissionTier = z.infer<typeof commissionTierSchema>;

/** Spec 7 `comisiones`: the account's tariff; an intermediary bank adds its own charge. */
export const commissions = defineEndpoint({
  method: 'GET',
  path: '/tefe/cuentasCorrientesMercantil/{id}/comisiones',
  access: 'profile',
  rule: 'tefe',
  response: z.object({
    tramos: z.array(commissionTierSchema).min(1).max(10),
    bancoIntermediario: moneyIn('USD'),
  }),
});
export type CommissionsResponse = ResponseOf<typeof commissions>;

/** The commission of `amount` US$ under a tariff (tiers in ascending order), in US$. */
export function commissionOf(
  amount: number,
  tariff: CommissionsResponse,
  withIntermediary: boolean,
): { base: number; intermediary: number } {
  const tier =
    tariff.tramos.find((t) => t.hasta === null || amount <= t.hasta) ?? tariff.tramos.at(-1)!;
  return {
    base: tier.comision.amount,
    intermediary: withIntermediary ? tariff.bancoIntermediario.amount : 0,
  };
}

/** What the client fills in (spec 7 "payload as given"), and the second factor of the confirm. */
export const instructionFieldsSchema = z.strictObject({
  BeneficiaryId: positiveId(im.beneficiary),
  CuentaId: z.string({ message: im.account }).regex(/^\d{6}-\d{2}$/, { message: im.account }),
  Monto: moneyIn('USD').shape.amount.refine(
    (amount) => amount >= TRANSFER_LIMITS.min && amount <= TRANSFER_LIMITS.max,
    { message: im.amountRange },
  ),
  MonedaId: positiveId(im.currency),
  PropositoId: positiveId(im.purpose),
  OrigenFondosId: positiveId(im.fundOrigin),
  VolumenAnualId: positiveId(im.annualVolume),
});
export type InstructionFields = z.output<typeof instructionFieldsSchema>;

export const createRequestSchema = instructionFieldsSchema.extend({
  metodo: methodKindSchema,
  codigo: codeSchema,
});

/** A transfer order as the API returns it (spec 3: Id and Status, and what the client sees). */
export const instructionSchema = z.object({
  Id: z.number().int().positive(),
  /** The receipt's number. */
  Folio: z.string().regex(/^\d{1,12}$/),
  Status: instructionStatusIdSchema,
  BeneficiaryId: z.number().int().positive(),
  BeneficiaryName: z.string().max(200),
  BankName: z.string().max(80),
  SwiftCode: z.string().max(11),
  /** The beneficiary's account, all but its last 4 characters hidden. */
  AccountEnding: z.string().max(4),
  IntermediaryBankName: z.string().max(80).nullable(),
  CuentaId: z.string(),
  Monto: moneyIn('USD'),
  Comision: moneyIn('USD'),
  /** Monto plus Comision: what leaves the account when the transfer is executed. */
  Total: moneyIn('USD'),
  Proposito: z.string().max(80),
  OrigenFondos: z.string().max(80),
  VolumenAnual: z.string().max(80),
  /** Entered on (ISO instant). */
  CreatedAt: z.iso.datetime({ offset: true }),
  /** When the desk executes it (the next cut-off), or executed it. */
  ExecuteAt: z.iso.datetime({ offset: true }),
  /** Who entered it: the client, or the company's operator. */
  EnteredBy: z.string().max(200),
  /** The supervisor who authorized it (companies), or null. */
  AuthorizedBy: z.string().max(200).nullable(),
});
export type Instruction = z.infer<typeof instructionSchema>;

/** Spec 7: enters an instruction, confirmed with the second factor, once per Idempotency-Key. */
export const create = defineEndpoint({
  method: 'POST',
  path: '/tefe/instrucciones',
  access: 'profile',
  rule: 'tefe',
  idempotent: true,
  request: createRequestSchema,
  response: instructionSchema,
});
export type CreateRequest = RequestOf<typeof create>;

/** Spec 7: the instructions entered in `fechaInicio`..`fechaTermino` (YYYYMMDD), newest first. */
export const list = defineEndpoint({
  method: 'GET',
  path: '/tefe/instrucciones',
  access: 'profile',
  rule: 'tefe',
  request: periodQuery({}),
  response: z.object({
    instrucciones: z.array(instructionSchema).max(TRANSFER_LIMITS.listMax),
  }),
});
export type ListResponse = ResponseOf<typeof list>;

/** Spec 7 and 4: the client's cancel while the order is still entered or awaiting approval. */
export const cancel = defineEndpoint({
  method: 'PUT',
  path: '/tefe/instrucciones/{id}',
  access: 'profile',
  rule: 'tefe',
  request: z.strictObject({ Status: z.literal(STATUS_USER_CANCEL) }),
  response: instructionSchema,
});

/** Spec 7: the instruction's receipt (PDF blob), under the API base; its file's name. */
export const instructionPdfPath = (id: number | string) => `/tefe/instrucciones/${id}/pdf`;
export const instructionFileName = (folio: string) => `transferencia-${folio}.pdf`;
