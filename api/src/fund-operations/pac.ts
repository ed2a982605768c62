// PAC mandates: created pending signature (the invest rules checked), signed into force with the
// first debit on the next day 5, cancelled; each step audited as an operation.
import { pac as contract } from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { firstDebitAfter } from '../ledger/pac-debits.ts';
import { findSeries } from '../market/catalogue.ts';
import { marketDate } from '../market/clock.ts';
import { currencyDecimals, toWireNumber, type Currency } from '../market/money.ts';
import { ApiError } from '../platform/http.ts';
import { planInvestment } from './invest.ts';
import { operationMessages as m } from './messages.ts';
import type { Actor, Performed } from './operations.ts';

export interface PacRow {
  id: string;
  account_id: number;
  number: string;
  instrument_id: string;
  amount: string;
  currency: Currency;
  payment_way: 'cargoCuentaBancaria';
  status: contract.Pac['status'];
  created_at: string | number;
  signed_at: string | number | null;
  cancelled_at: string | number | null;
  next_debit: string | null;
  debits: number;
}

const SELECT = `SELECT p.id::text AS id, p.account_id, a.number, p.instrument_id, p.amount::text AS amount,
    p.currency, p.payment_way, p.status, p.created_at, p.signed_at, p.cancelled_at,
    to_char(p.next_debit, 'YYYY-MM-DD') AS next_debit, p.debits
  FROM pac_mandates p JOIN ledger_accounts a ON a.id = p.account_id`;

const instant = (value: string | number | null) =>
  value === null ? null : new Date(Number(value)).toISOString();

export function toWirePac(row: PacRow): contract.Pac {
  const { fund, series } = findSeries(row.instrument_id) as NonNullable<
    ReturnType<typeof findSeries>
  >;
  return {
    id: row.id,
    fundId: fund.id,
    fundName: fund.name,
    seriesId: series.code,
    accountId: row.number,
    amount: {
      amount: toWireNumber(BigInt(row.amount), currencyDecimals[row.currency]),
      currency: row.currency,
    },
    paymentWay: row.payment_way,
    status: row.status,
    createdAt: instant(row.created_at) as string,
    signedAt: instant(row.signed_at),
    cancelledAt: instant(row.cancelled_at),
    nextDebit: row.next_debit,
    debits: row.debits,
  };
}

export async function listPacs(db: Queryable, ownerRut: string): Promise<contract.Pac[]> {
  const rows = await db.query<PacRow>(
    `${SELECT} WHERE p.owner_rut = $1 ORDER BY p.created_at DESC, p.id LIMIT $2`,
    [ownerRut, contract.MAX_MANDATES],
  );
  return rows.map(toWirePac);
}

/** The owner's PAC `id` (404 for an unknown id or another owner's), locked for its change. */
export async function findPac(db: Queryable, ownerRut: string, id: string): Promise<PacRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError(404, m.pacNotFound);
  const [row] = await db.query<PacRow>(
    `${SELECT} WHERE p.owner_rut = $1 AND p.id = $2::uuid FOR UPDATE OF p`,
    [ownerRut, id],
  );
  if (!row) throw new ApiError(404, m.pacNotFound);
  return row;
}

/** A new PAC, pending its mandate's signature: the invest rules and the profile fit first. */
export async function createPac(
  db: Queryable,
  actor: Actor,
  request: contract.PacRequest,
  now: number,
): Promise<Performed<contract.Pac>> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM pac_mandates WHERE owner_rut = $1',
    [actor.ownerRut],
  );
  if (count >= contract.MAX_MANDATES) throw new ApiError(409, m.pacTooMany(contract.MAX_MANDATES));
  const plan = await planInvestment(
    db,
    actor.ownerRut,
    { ...request, paymentWay: 'transferencia' },
    now,
  );
  const fit = plan.quote.profileFit;
  if (!fit.fits && !request.acceptsProfileMismatch) {
    throw new ApiError(422, m.profileMismatch(fit.fundRiskLevel, fit.profile, fit.maxRiskLevel), [
      'acceptsProfileMismatch',
    ]);
  }
  const id = randomUUID();
  await db.query(
    `INSERT INTO pac_mandates (id, owner_rut, account_id, instrument_id, amount, currency,
       payment_way, status, acted_by, created_at)
     VALUES ($1::uuid, $2, $3, $4, $5::bigint, $6, $7, 'pendienteFirma', $8, $9::bigint)`,
    [
      id,
      actor.ownerRut,
      plan.account.id,
      plan.series.id,
      plan.amount.toString(),
      plan.fund.currency,
      request.paymentWay,
      actor.actedBy,
      String(now),
    ],
  );
  const pac = toWirePac(await findPac(db, actor.ownerRut, id));
  return {
    folio: null,
    details: { pac: id, ...request, profileFit: fit, acceptedProfileMismatch: !fit.fits },
    response: pac,
  };
}

/** Signs a pending PAC into force; its first debit is the next day 5 after today. */
export async function signPac(
  db: Queryable,
  actor: Actor,
  id: string,
  now: number,
): Promise<Performed<contract.Pac>> {
  const row = await findPac(db, actor.ownerRut, id);
  if (row.status !== 'pendienteFirma') throw new ApiError(409, m.pacNotPending);
  await db.query(
    `UPDATE pac_mandates SET status = 'vigente', signed_at = $2::bigint, next_debit = $3::date
     WHERE id = $1::uuid`,
    [id, String(now), firstDebitAfter(marketDate(now))],
  );
  return {
    folio: null,
    details: { pac: id, signed: true },
    response: toWirePac(await findPac(db, actor.ownerRut, id)),
  };
}

/** Cancels a PAC (pending or in force): no debit after this; it stays listed, `anulado`. */
export async function cancelPac(
  db: Queryable,
  actor: Actor,
  id: string,
  now: number,
): Promise<Performed<contract.Pac>> {
  const row = await findPac(db, actor.ownerRut, id);
  if (row.status === 'anulado') throw new ApiError(409, m.pacCancelled);
  await db.query(
    `UPDATE pac_mandates SET status = 'anulado', cancelled_at = $2::bigint, next_debit = NULL
     WHERE id = $1::uuid`,
    [id, String(now)],
  );
  return {
    folio: null,
    details: { pac: id, cancelled: true },
    response: toWirePac(await findPac(db, actor.ownerRut, id)),
  };
}
