// TEFE instructions in tefe_instructions: entered against the free dollars of a current account
// (held meanwhile, cash_holds), executed by the desk at its cut-off on the first read after it
// (the ledger's debit and commission then), cancelled by the client while still entered.
import { tefeBeneficiaries, tefeInstructions as contract } from '@inversiones/contract';
import type { Database, Queryable } from '../db/database.ts';
import { lockOwner, type Actor, type Performed } from '../fund-operations/operations.ts';
import { availableCash } from '../currency-spot/desk.ts';
import { findAccount, listAccounts, type LedgerAccount } from '../ledger/accounts.ts';
import { cashInstrumentId, UNIT_PRICE } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { addBusinessDays, isBusinessDay, nextBusinessDay } from '../market/calendar.ts';
import { marketDate, marketTime, santiagoInstant } from '../market/clock.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import { parseDecimal, rescale } from '../market/money.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { ApiError } from '../platform/http.ts';
import { applyDueReviews, findBeneficiary, toWireBeneficiary } from './beneficiaries.ts';
import { annualVolumes, currencies, fundOrigins, purposes } from './catalogues.ts';
import { tefeMessages as m } from './messages.ts';

const S = contract.INSTRUCTION_STATUS;
const USD_DECIMALS = 2;

/** The desk sends the day's transfers at 13:00 Santiago time on banking business days (chosen). */
export const CUTOFF_TIME = '13:00';

/** The tariff of the dollar current accounts (chosen, US$): by amount, plus an intermediary's. */
export const TARIFF: contract.CommissionsResponse = {
  tramos: [
    { hasta: 5_000, comision: { amount: 25, currency: 'USD' } },
    { hasta: 20_000, comision: { amount: 40, currency: 'USD' } },
    { hasta: null, comision: { amount: 60, currency: 'USD' } },
  ],
  bancoIntermediario: { amount: 15, currency: 'USD' },
};

/** The compliance desk reviews a transfer from this amount (US$) before it is sent (chosen). */
export const ALERT_FROM_USD = 10_000;
/** What each declared annual volume allows in one transfer (US$; null: no bound). */
const VOLUME_BOUND: Readonly<Record<number, number | null>> = {
  1: 10_000,
  2: 50_000,
  3: 100_000,
  4: null,
};
/** The demo bank refuses accounts that end in 0000 (a closed account), at execution. */
const CLOSED_ACCOUNT = /0000$/;

/** The next cut-off at or after `now`: today's before 13:00 on a business day, else the next. */
export function nextCutoff(now: number, extraBusinessDays = 0): number {
  const today = marketDate(now);
  let day = isBusinessDay(today) && marketTime(now) < CUTOFF_TIME ? today : nextBusinessDay(today);
  if (extraBusinessDays > 0) day = addBusinessDays(day, extraBusinessDays);
  return santiagoInstant(day, CUTOFF_TIME);
}

const cents = (amount: number) => parseDecimal(String(amount), USD_DECIMALS);
/** Cash units (4 decimals) of `minor` US cents. */
const cashUnits = (minor: bigint) => rescale(minor, USD_DECIMALS, 4, 'truncate');

/** The owner's dollar current accounts: where a transfer abroad can leave from. */
export async function sourceAccountsOf(db: Queryable, ownerRut: string): Promise<LedgerAccount[]> {
  return (await listAccounts(db, ownerRut, 'ccm')).filter((a) => a.currency === 'USD');
}

/** One of them by number, or 404 (another client's is not there for this one). */
export async function requireSourceAccount(db: Queryable, ownerRut: string, number: string) {
  const account = await findAccount(db, ownerRut, number);
  if (!account || account.product !== 'ccm' || account.currency !== 'USD') {
    throw new ApiError(404, m.accountNotFound, ['CuentaId']);
  }
  return account;
}

/** Spec 7 `saldos`: the ledger's balance, what transfers in course hold, and what is free. */
export async function balancesOf(
  db: Queryable,
  account: LedgerAccount,
  today: IsoDate,
): Promise<contract.BalancesResponse> {
  const [row] = await db.query<{ balance: string; held: string }>(
    `SELECT (SELECT COALESCE(SUM(units), 0) FROM movements
             WHERE account_id = $1 AND instrument_id = 'USD' AND status <> 'anulado'
               AND trade_date <= $2::date)::text AS balance,
            (SELECT COALESCE(SUM(units), 0) FROM cash_holds
             WHERE account_id = $1 AND instrument_id = 'USD')::text AS held`,
    [account.id, today],
  );
  const toCents = (units: string) => rescale(BigInt(units), 4, USD_DECIMALS, 'truncate');
  return {
    cuenta: account.number,
    saldoContable: wireMoney(toCents(row?.balance ?? '0'), 'USD'),
    retenido: wireMoney(toCents(row?.held ?? '0'), 'USD'),
    disponible: wireMoney(await availableCash(db, account, today), 'USD'),
  };
}

interface InstructionRow {
  id: string;
  folio: string;
  status: contract.InstructionStatusId;
  beneficiary_id: string;
  account_number: string;
  amount: string;
  commission: string;
  purpose_id: number;
  fund_origin_id: number;
  annual_volume_id: number;
  execute_at: string;
  created_at: string;
  entered_by_name: string;
  authorized_by_name: string | null;
  beneficiary: Parameters<typeof toWireBeneficiary>[0];
}

const SELECT = `SELECT i.id::text, i.folio::text, i.status, i.beneficiary_id::text,
    a.number AS account_number, i.amount::text, i.commission::text, i.purpose_id,
    i.fund_origin_id, i.annual_volume_id, i.execute_at::text, i.created_at::text,
    i.entered_by_name, i.authorized_by_name,
    (SELECT row_to_json(b) FROM (SELECT id::text, type, dni, name, father_last_name,
       mother_last_name, email, address, origin_country_id, alias, phone_code::text, phone::text,
       currency_id, contact_phone_code::text, contact_phone::text, contact_email, bank,
       intermediary_bank, status_id, created_at::text
     FROM tefe_beneficiaries WHERE id = i.beneficiary_id) b) AS beneficiary
  FROM tefe_instructions i JOIN ledger_accounts a ON a.id = i.account_id`;

const nameOf = (options: readonly { id: number; nombre: string }[], id: number) =>
  options.find((o) => o.id === id)?.nombre ?? '';

export function toWireInstruction(row: InstructionRow): contract.Instruction {
  const beneficiary = toWireBeneficiary(row.beneficiary);
  const amount = BigInt(row.amount);
  const commission = BigInt(row.commission);
  return {
    Id: Number(row.id),
    Folio: row.folio,
    Status: row.status,
    BeneficiaryId: beneficiary.Id,
    BeneficiaryName: [beneficiary.Name, beneficiary.FatherLastName, beneficiary.MotherLastName]
      .filter((part) => part.trim() !== '')
      .join(' '),
    BankName: beneficiary.Bank.BankName,
    SwiftCode: beneficiary.Bank.SwiftCode,
    AccountEnding: beneficiary.Bank.Account.slice(-4),
    IntermediaryBankName: beneficiary.IntermediaryBank?.BankName ?? null,
    CuentaId: row.account_number,
    Monto: wireMoney(amount, 'USD'),
    Comision: wireMoney(commission, 'USD'),
    Total: wireMoney(amount + commission, 'USD'),
    Proposito: nameOf(purposes, row.purpose_id),
    OrigenFondos: nameOf(fundOrigins, row.fund_origin_id),
    VolumenAnual: nameOf(annualVolumes, row.annual_volume_id),
    CreatedAt: new Date(Number(row.created_at)).toISOString(),
    ExecuteAt: new Date(Number(row.execute_at)).toISOString(),
    EnteredBy: row.entered_by_name,
    AuthorizedBy: row.authorized_by_name,
  };
}

export async function findInstruction(db: Queryable, ownerRut: string, id: number) {
  const [row] = await db.query<InstructionRow & { owner_rut: string }>(
    `${SELECT} WHERE i.owner_rut = $1 AND i.id = $2`,
    [ownerRut, id],
  );
  return row;
}

/** The catalogue choices must exist (422 at the field otherwise). */
function checkChoices(fields: contract.InstructionFields) {
  const usd = currencies.find((c) => c.codigo === 'USD');
  if (fields.MonedaId !== usd?.id) throw new ApiError(422, m.dollarsOnly, ['MonedaId']);
  const checks = [
    [purposes, fields.PropositoId, 'PropositoId', contract.instructionMessages.purpose],
    [fundOrigins, fields.OrigenFondosId, 'OrigenFondosId', contract.instructionMessages.fundOrigin],
    [
      annualVolumes,
      fields.VolumenAnualId,
      'VolumenAnualId',
      contract.instructionMessages.annualVolume,
    ],
  ] as const;
  for (const [options, id, field, message] of checks) {
    if (!options.some((o) => o.id === id)) throw new ApiError(422, message, [field]);
  }
}

/**
 * Enters an instruction, in the transaction `runOperation` opened (the owner's lock held, so two
 * transfers cannot both take the same dollars). Its compliance review is decided at once: over
 * the declared annual volume it is blocked (nothing held); from US$ 10.000 it waits a business day
 * for the compliance desk; a company's operator's waits for a supervisor's authorization.
 */
export async function enterInstruction(
  db: Queryable,
  actor: Actor & { name: string; needsAuthorization: boolean },
  key: string,
  fields: contract.InstructionFields,
  now: number,
): Promise<Performed<contract.Instruction>> {
  checkChoices(fields);
  const account = await requireSourceAccount(db, actor.ownerRut, fields.CuentaId);
  await applyDueReviews(db, actor.ownerRut, now);
  const beneficiary = await findBeneficiary(db, actor.ownerRut, fields.BeneficiaryId);
  if (!beneficiary) throw new ApiError(404, m.notFound, ['BeneficiaryId']);
  if (beneficiary.status_id !== tefeBeneficiaries.BENEFICIARY_STATUS.approved) {
    throw new ApiError(422, m.beneficiaryNotApproved, ['BeneficiaryId']);
  }
  const fee = contract.commissionOf(fields.Monto, TARIFF, beneficiary.intermediary_bank !== null);
  const amount = cents(fields.Monto);
  const commission = cents(fee.base) + cents(fee.intermediary);
  const today = marketDate(now);
  if ((await availableCash(db, account, today)) < amount + commission) {
    throw new ApiError(422, contract.instructionMessages.noBalance, ['Monto']);
  }

  const bound = VOLUME_BOUND[fields.VolumenAnualId] ?? null;
  const status: contract.InstructionStatusId =
    bound !== null && fields.Monto > bound
      ? S.complianceBlock
      : actor.needsAuthorization
        ? S.pendingApproval
        : fields.Monto >= ALERT_FROM_USD
          ? S.complianceAlert
          : S.entered;
  const executeAt = nextCutoff(now, status === S.complianceAlert ? 1 : 0);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO tefe_instructions (folio, owner_rut, entered_by, entered_by_name, beneficiary_id,
       account_id, amount, commission, purpose_id, fund_origin_id, annual_volume_id, status,
       execute_at, idempotency_key, created_at, updated_at)
     VALUES (nextval('tefe_instruction_folio_seq'), $1, $2, $3, $4::bigint, $5, $6::bigint,
       $7::bigint, $8, $9, $10, $11, $12::bigint, $13, $14::bigint, $14::bigint)
     RETURNING id::text`,
    [
      actor.ownerRut,
      actor.actedBy,
      actor.name,
      beneficiary.id,
      account.id,
      amount.toString(),
      commission.toString(),
      fields.PropositoId,
      fields.OrigenFondosId,
      fields.VolumenAnualId,
      status,
      String(executeAt),
      `tefe:${actor.ownerRut}:${key}`,
      String(now),
    ],
  );
  const instruction = toWireInstruction(
    (await findInstruction(db, actor.ownerRut, Number(row!.id)))!,
  );
  return {
    folio: null,
    details: { instruction: instruction.Folio, status, amount: fields.Monto },
    response: instruction,
  };
}

/**
 * The instructions whose cut-off has passed are executed (or refused by the bank), in the owner's
 * lock: the transfer and its commission leave the account on the cut-off's date, the hold goes
 * with the status. Idempotent: each row changes once, its movements have fixed keys.
 */
export async function applyDueInstructions(db: Queryable, ownerRut: string, now: number) {
  const due = await db.query<InstructionRow & { account_id: number; entered_by: string }>(
    `${SELECT.replace('SELECT i.id::text', 'SELECT i.account_id, i.entered_by, i.id::text')}
     WHERE i.owner_rut = $1 AND i.status IN (1, 4) AND i.execute_at <= $2::bigint
     ORDER BY i.execute_at, i.id`,
    [ownerRut, String(now)],
  );
  for (const row of due) {
    const bank = row.beneficiary.bank;
    if (CLOSED_ACCOUNT.test(bank.Account)) {
      await setStatus(db, row.id, S.rejectedByBank, now);
      continue;
    }
    const day = marketDate(Number(row.execute_at));
    const leg = (part: 'transferencia' | 'comision', minor: bigint) =>
      recordMovement(db, {
        accountId: row.account_id,
        instrumentId: cashInstrumentId('USD'),
        kind: part === 'transferencia' ? 'cargo' : 'comision',
        tradeDate: day,
        settlementDate: day,
        units: -cashUnits(minor),
        price: UNIT_PRICE,
        amount: minor,
        currency: 'USD',
        status: 'liquidado',
        idempotencyKey: `tefe:${row.folio}:${part}`,
        actedBy: row.entered_by,
        createdAt: Number(row.execute_at),
      });
    await leg('transferencia', BigInt(row.amount));
    if (BigInt(row.commission) > 0n) await leg('comision', BigInt(row.commission));
    await setStatus(db, row.id, S.executed, now);
  }
}

/**
 * Brings the owner's transfers up to date before a read of her money (TEFE, the current account,
 * the home): one indexed look first, the owner's lock only when a cut-off has passed.
 */
export async function settleTransfers(db: Database, ownerRut: string, now: number) {
  const [due] = await db.query(
    `SELECT 1 FROM tefe_instructions
     WHERE owner_rut = $1 AND status IN (1, 4) AND execute_at <= $2::bigint LIMIT 1`,
    [ownerRut, String(now)],
  );
  if (!due) return;
  await db.transaction(async (tx) => {
    await lockOwner(tx, ownerRut);
    await applyDueInstructions(tx, ownerRut, now);
  });
}

async function setStatus(db: Queryable, id: string, status: number, now: number) {
  await db.query(
    'UPDATE tefe_instructions SET status = $2, updated_at = $3::bigint WHERE id = $1::bigint',
    [id, status, String(now)],
  );
}

/** The owner's instructions entered in [from, to] (Santiago dates), newest first. */
export async function listInstructions(
  db: Queryable,
  ownerRut: string,
  from: IsoDate,
  to: IsoDate,
): Promise<contract.Instruction[]> {
  const rows = await db.query<InstructionRow>(
    `${SELECT} WHERE i.owner_rut = $1
       AND i.created_at >= $2::bigint AND i.created_at < $3::bigint
     ORDER BY i.created_at DESC, i.id DESC LIMIT ${contract.TRANSFER_LIMITS.listMax}`,
    [
      ownerRut,
      String(santiagoInstant(from, '00:00')),
      String(santiagoInstant(addDays(to, 1), '00:00')),
    ],
  );
  return rows.map(toWireInstruction);
}

/** Spec 4: the client's cancel ('RechazadaUsuario') while entered or awaiting approval. */
export async function cancelInstruction(
  db: Queryable,
  ownerRut: string,
  id: number,
  now: number,
): Promise<contract.Instruction> {
  const row = await findInstruction(db, ownerRut, id);
  if (!row) throw new ApiError(404, m.instructionNotFound);
  if (!contract.CANCELLABLE_STATUSES.includes(row.status)) {
    throw new ApiError(
      409,
      row.status === S.rejectedByUser ? m.alreadyCancelled : m.notCancellable,
    );
  }
  await setStatus(db, row.id, S.rejectedByUser, now);
  return toWireInstruction((await findInstruction(db, ownerRut, id))!);
}
