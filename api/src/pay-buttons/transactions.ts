// Payments through the bank buttons: started by the client, settled once with what the bank
// recorded. An approved payment credits the client's current account in pesos (the ledger's
// `abono`), then makes the investment it pays, if any, from that balance.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { payButtons as contract, PAGE_SIZE } from '@inversiones/contract';
import { formatInstant } from '@inversiones/es-cl';
import type { Database, Queryable } from '../db/database.ts';
import { cashInstrumentId, UNIT_PRICE } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { findSeries } from '../market/catalogue.ts';
import { marketDate } from '../market/clock.ts';
import { rescale } from '../market/money.ts';
import { ApiError } from '../platform/http.ts';
import { currentAccount, invest, money, planInvestment } from '../fund-operations/invest.ts';
import { operationMessages } from '../fund-operations/messages.ts';
import {
  fingerprintOf,
  lockOwner,
  recordOperation,
  type Actor,
  type Performed,
} from '../fund-operations/operations.ts';
import { payButtonAccess } from './access.ts';
import { findPayButtonBank, isOpen, nextOpening } from './banks.ts';
import { parseBankRedirect, decisionCode } from './bank-redirects.ts';
import type { BankGateway, BankOutcome } from './demo-bank.ts';
import { payButtonMessages as m } from './messages.ts';

const S = contract.TRANSACTION_STATUS;

interface TransactionRow {
  id: string;
  owner_rut: string;
  acted_by: string;
  profile_code: string;
  session_id: string;
  pay_button_id: number;
  account_id: number;
  account_number: string;
  amount: string;
  investment: contract.PaidInvestment | null;
  status: number;
  response_code: number | null;
  auth_state_hash: string;
  credit_folio: string | null;
  investment_folio: string | null;
  investment_error: string | null;
  created_at: string;
  updated_at: string;
}

const SELECT = `SELECT t.id::text AS id, t.owner_rut, t.acted_by, t.profile_code, t.session_id,
    t.pay_button_id, t.account_id, a.number AS account_number, t.amount::text AS amount,
    t.investment, t.status, t.response_code, t.auth_state_hash, t.credit_folio::text AS credit_folio,
    t.investment_folio::text AS investment_folio, t.investment_error,
    t.created_at::text AS created_at, t.updated_at::text AS updated_at
  FROM pay_button_transactions t JOIN ledger_accounts a ON a.id = t.account_id`;

const pesos = (amount: bigint) => money(amount, 'CLP');
const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');
const instant = (epochMs: string) => new Date(Number(epochMs)).toISOString();

export function toWireTransaction(row: TransactionRow): contract.Transaction {
  const investment = row.investment;
  const series = investment && findSeries(`${investment.fundId}-${investment.seriesId}`);
  return {
    id: row.id,
    payButtonId: row.pay_button_id,
    bankName: findPayButtonBank(row.pay_button_id)?.name ?? `Banco ${row.pay_button_id}`,
    amount: { amount: Number(row.amount), currency: 'CLP' },
    statusId: row.status,
    responseCode: row.response_code,
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
    accountId: row.account_number,
    purpose: investment
      ? {
          kind: 'inversion',
          fundId: investment.fundId,
          fundName: series?.fund.name ?? investment.fundId,
          seriesId: investment.seriesId,
          fundAccountId: investment.accountId,
        }
      : { kind: 'abono' },
    creditFolio: row.credit_folio,
    investmentFolio: row.investment_folio,
    investmentError: row.investment_error,
    canCancel: row.status === S.pending,
  };
}

/** The owner's transaction `id`; undefined for an unknown one or another client's. */
async function findTransaction(db: Queryable, ownerRut: string, id: string, lock = false) {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const [row] = await db.query<TransactionRow>(
    `${SELECT} WHERE t.id = $1::bigint AND t.owner_rut = $2${lock ? ' FOR UPDATE OF t' : ''}`,
    [id, ownerRut],
  );
  return row;
}

/** A refused or idle bank answer, kept for the fraud review (outside the refused change). */
async function logEvent(
  db: Queryable,
  actor: Pick<Actor, 'ownerRut' | 'sessionId'>,
  kind: string,
  transactionId: string | null,
  details: Record<string, unknown>,
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO pay_button_events (transaction_id, owner_rut, session_id, kind, details, created_at)
     VALUES ($1::bigint, $2, $3, $4, $5::jsonb, $6::bigint)`,
    [
      transactionId && /^\d{1,18}$/.test(transactionId) ? transactionId : null,
      actor.ownerRut,
      actor.sessionId,
      kind,
      JSON.stringify(details),
      String(now),
    ],
  );
}

/** The button `id` a request names, usable now for `amount` pesos (the rules, in order). */
function usableBank(id: string, amount: bigint, now: number) {
  const bank = /^[1-6]$/.test(id) ? findPayButtonBank(Number(id)) : undefined;
  if (!bank) throw new ApiError(404, m.bankNotFound);
  if (bank.maintenance) throw new ApiError(422, m.maintenance(bank.name));
  if (!isOpen(bank, now)) {
    throw new ApiError(422, m.closed(bank.name, formatInstant(nextOpening(bank, now))));
  }
  if (amount < bank.minAmount) {
    throw new ApiError(422, m.belowMinimum(bank.name, pesos(bank.minAmount)), ['amount']);
  }
  if (amount > bank.maxAmount) {
    throw new ApiError(422, m.aboveMaximum(bank.name, pesos(bank.maxAmount)), ['amount']);
  }
  return bank;
}

/**
 * Starts a payment (in the transaction `runOperation` opened): the access, the bank's hours and
 * limits, the investment it pays checked as the invest flow checks it; then the bank registers
 * it and the answer names the bank's page and the one-time state.
 */
export async function startPayment(
  db: Queryable,
  actor: Actor,
  bankId: string,
  request: contract.CreateRequest,
  now: number,
  gateway: BankGateway | null,
): Promise<Performed<contract.CreateResponse>> {
  const amount = BigInt(request.amount);
  const bank = usableBank(bankId, amount, now);
  if (!gateway) throw new ApiError(503, m.unavailable);
  const access = await payButtonAccess(db, actor.ownerRut);
  if (access.mensaje) throw new ApiError(403, access.mensaje);
  const payee = await currentAccount(db, actor.ownerRut, 'CLP');
  if (!payee) throw new ApiError(403, m.noCurrentAccount);
  if (request.investment) {
    const plan = await planInvestment(
      db,
      actor.ownerRut,
      { ...request.investment, amount: request.amount, paymentWay: 'botonPago' },
      now,
    );
    const fit = plan.quote.profileFit;
    if (!fit.fits && !request.investment.acceptsProfileMismatch) {
      throw new ApiError(
        422,
        operationMessages.profileMismatch(fit.fundRiskLevel, fit.profile, fit.maxRiskLevel),
        ['acceptsProfileMismatch'],
      );
    }
  }
  const authState = randomBytes(24).toString('base64url');
  const [inserted] = await db.query<{ id: string }>(
    `INSERT INTO pay_button_transactions (owner_rut, acted_by, profile_code, session_id,
       pay_button_id, account_id, amount, investment, auth_state_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::bigint, $8::jsonb, $9, $10::bigint, $10::bigint)
     RETURNING id::text AS id`,
    [
      actor.ownerRut,
      actor.actedBy,
      actor.profileCode,
      actor.sessionId,
      bank.id,
      payee.id,
      amount.toString(),
      request.investment ? JSON.stringify(request.investment) : null,
      hashOf(authState),
      String(now),
    ],
  );
  const id = (inserted as { id: string }).id;
  const { bankUrl } = await gateway.register(db, {
    transactionId: id,
    bank: bank.id,
    amount,
  });
  const row = (await findTransaction(db, actor.ownerRut, id)) as TransactionRow;
  return {
    folio: null,
    details: {
      transactionId: id,
      payButtonId: bank.id,
      amount: request.amount,
      investment: request.investment,
    },
    response: { transaction: toWireTransaction(row), bankUrl, authState },
  };
}

/** The owner's payments, newest first, by status (0 or none: all). */
export async function listTransactions(
  db: Queryable,
  ownerRut: string,
  status: number,
  page: number,
): Promise<contract.TransactionsResponse> {
  const filter = status === S.all ? null : status;
  const [rows, [count]] = await Promise.all([
    db.query<TransactionRow>(
      `${SELECT} WHERE t.owner_rut = $1 AND ($2::smallint IS NULL OR t.status = $2)
       ORDER BY t.id DESC LIMIT ${PAGE_SIZE} OFFSET $3`,
      [ownerRut, filter, (page - 1) * PAGE_SIZE],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM pay_button_transactions
       WHERE owner_rut = $1 AND ($2::smallint IS NULL OR status = $2)`,
      [ownerRut, filter],
    ),
  ]);
  return { page, pageSize: PAGE_SIZE, total: count?.total ?? 0, rows: rows.map(toWireTransaction) };
}

/** The actor that started a payment: its investment is theirs, from their session. */
const starterOf = (row: TransactionRow): Actor => ({
  ownerRut: row.owner_rut,
  actedBy: row.acted_by,
  profileCode: row.profile_code,
  sessionId: row.session_id,
});

/**
 * Applies the bank's outcome to a pending transaction (locked by the caller): approved credits
 * the current account and makes the investment; rejected or expired closes it. Pending: nothing.
 */
async function applyOutcome(
  tx: Queryable,
  row: TransactionRow,
  outcome: BankOutcome,
  now: number,
): Promise<void> {
  if (outcome === 'pendiente' || row.status !== S.pending) return;
  if (outcome !== 'aprobado') {
    await tx.query(
      `UPDATE pay_button_transactions SET status = $2, response_code = $3, updated_at = $4::bigint
       WHERE id = $1::bigint`,
      [row.id, S.rejectedByBank, decisionCode[outcome], String(now)],
    );
    return;
  }
  const amount = BigInt(row.amount);
  const today = marketDate(now);
  const { folio } = await recordMovement(tx, {
    accountId: row.account_id,
    instrumentId: cashInstrumentId('CLP'),
    kind: 'abono',
    tradeDate: today,
    settlementDate: today,
    units: rescale(amount, 0, 4, 'truncate'),
    price: UNIT_PRICE,
    amount,
    currency: 'CLP',
    status: 'liquidado',
    idempotencyKey: `bdp:${row.id}:abono`,
    actedBy: row.acted_by,
    createdAt: now,
  });
  let investmentFolio: string | null = null;
  let investmentError: string | null = null;
  if (row.investment) {
    const actor = starterOf(row);
    const key = `bdp-inversion-${row.id}`;
    const request = {
      ...row.investment,
      amount: Number(row.amount),
      paymentWay: 'saldoCcm' as const,
    };
    try {
      const done = await invest(tx, actor, key, request, now);
      await recordOperation(
        tx,
        actor,
        'ffmm.invertir',
        key,
        fingerprintOf('ffmm.invertir', request),
        now,
        done,
      );
      investmentFolio = done.folio?.toString() ?? null;
    } catch (error) {
      // The rules refused it at approval (a fund closed meanwhile): the money stays credited.
      if (!(error instanceof ApiError)) throw error;
      investmentError = error.message.slice(0, 300);
    }
  }
  await tx.query(
    `UPDATE pay_button_transactions SET status = $2, response_code = $3, credit_folio = $4::bigint,
       investment_folio = $5::bigint, investment_error = $6, updated_at = $7::bigint
     WHERE id = $1::bigint`,
    [
      row.id,
      S.creditedByBank,
      contract.BANK_RESPONSE.ok,
      folio.toString(),
      investmentFolio,
      investmentError,
      String(now),
    ],
  );
}

/** Settles the owner's transaction `id` with the bank, under the owner's lock; answers it. */
async function settleWithBank(
  db: Database,
  ownerRut: string,
  id: string,
  now: number,
  gateway: BankGateway | null,
): Promise<TransactionRow> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerRut);
    const row = (await findTransaction(tx, ownerRut, id, true)) as TransactionRow;
    if (row.status === S.pending && gateway) {
      await applyOutcome(tx, row, await gateway.outcome(tx, id), now);
      return (await findTransaction(tx, ownerRut, id)) as TransactionRow;
    }
    return row;
  });
}

/**
 * Spec 7 "listen notification": the bank's redirect, checked before it may change anything.
 * It must be the bank's shape, name a transaction of this client at that bank and, when it
 * carries an amount, the amount recorded; a settled transaction changes no more (a replay).
 * Then the bank's own record settles it, whatever the redirect's code said.
 */
export async function notify(
  db: Database,
  actor: Actor,
  input: { ficticia: string; query: string },
  now: number,
  gateway: BankGateway | null,
): Promise<contract.NotificationResponse> {
  const result = parseBankRedirect(input.ficticia, input.query);
  if (!result) {
    await logEvent(db, actor, 'malformed', null, { ficticia: input.ficticia }, now);
    throw new ApiError(400, m.malformedAnswer);
  }
  const row = await findTransaction(db, actor.ownerRut, result.transactionId);
  if (!row) {
    await logEvent(db, actor, 'unknown_transaction', result.transactionId, { result }, now);
    throw new ApiError(404, m.transactionNotFound);
  }
  if (row.pay_button_id !== result.codBDP) {
    await logEvent(db, actor, 'wrong_bank', row.id, { result }, now);
    throw new ApiError(404, m.transactionNotFound);
  }
  if (result.amount !== null && BigInt(result.amount) !== BigInt(row.amount)) {
    await logEvent(db, actor, 'amount_mismatch', row.id, { result, recorded: row.amount }, now);
    throw new ApiError(422, m.amountMismatch);
  }
  if (row.status !== S.pending) {
    await logEvent(db, actor, 'replay', row.id, { result, status: row.status }, now);
    return { result, transaction: toWireTransaction(row) };
  }
  const settled = await settleWithBank(db, actor.ownerRut, row.id, now, gateway);
  // A redirect the bank's record does not back (no decision yet, or another one) is logged.
  const claimedOk = result.codResponse === contract.BANK_RESPONSE.ok;
  if (settled.status === S.pending || claimedOk !== (settled.status === S.creditedByBank)) {
    await logEvent(db, actor, 'code_mismatch', row.id, { result, status: settled.status }, now);
  }
  return { result, transaction: toWireTransaction(settled) };
}

/**
 * Spec 7 "authorization GET with a state header": the starting window's question after the
 * popup closed. The state proves it is that window; then the bank's record settles it.
 */
export async function authorize(
  db: Database,
  actor: Actor,
  id: string,
  state: string | undefined,
  now: number,
  gateway: BankGateway | null,
): Promise<contract.Transaction> {
  const row = await findTransaction(db, actor.ownerRut, id);
  const expected = row ? Buffer.from(row.auth_state_hash, 'hex') : null;
  const given = Buffer.from(hashOf(state ?? ''), 'hex');
  if (!row || !expected || !state || !timingSafeEqual(expected, given)) {
    await logEvent(db, actor, row ? 'bad_state' : 'unknown_transaction', id, {}, now);
    throw new ApiError(404, m.transactionNotFound);
  }
  return toWireTransaction(await settleWithBank(db, actor.ownerRut, id, now, gateway));
}

/**
 * Spec 7 "cancel": a pending payment the bank has not answered becomes 'not implemented' and the
 * bank voids it. One the bank answered meanwhile is settled with that answer instead (409).
 */
export async function cancelTransaction(
  db: Database,
  actor: Actor,
  request: { IdTrx: string; IdPayButton: number },
  now: number,
  gateway: BankGateway | null,
): Promise<contract.Transaction> {
  const found = await findTransaction(db, actor.ownerRut, request.IdTrx);
  if (!found || found.pay_button_id !== request.IdPayButton) {
    throw new ApiError(404, m.transactionNotFound);
  }
  const outcome = await db.transaction(async (tx) => {
    await lockOwner(tx, actor.ownerRut);
    const row = (await findTransaction(tx, actor.ownerRut, request.IdTrx, true)) as TransactionRow;
    if (row.status === S.notImplemented) return { row, refused: null };
    if (row.status !== S.pending) return { row, refused: m.notPending };
    const answer = gateway ? await gateway.outcome(tx, row.id) : 'pendiente';
    if (answer !== 'pendiente') {
      await applyOutcome(tx, row, answer, now);
      return { row, refused: m.alreadyAnswered };
    }
    await tx.query(
      `UPDATE pay_button_transactions SET status = $2, updated_at = $3::bigint
       WHERE id = $1::bigint`,
      [row.id, S.notImplemented, String(now)],
    );
    await gateway?.void(tx, row.id, now);
    return { row, refused: null };
  });
  if (outcome.refused) throw new ApiError(409, outcome.refused);
  return toWireTransaction(
    (await findTransaction(db, actor.ownerRut, request.IdTrx)) as TransactionRow,
  );
}
