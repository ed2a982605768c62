// Vouchers read again (the voucher step after a reload, its PDF) and the after-hours orders: all
// from the operations' records, with the movement's status of today.
import type { fundOperations } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { ApiError } from '../platform/http.ts';
import { operationMessages as m } from './messages.ts';
import { movementKey, type Actor, type Performed } from './operations.ts';

/** The operations that record a movement and answer a voucher. */
export const VOUCHER_ACTIONS = ['ffmm.invertir', 'ffmm.rescatar'] as const;

interface VoucherRow {
  response: fundOperations.Voucher;
  idempotency_key: string;
  status: 'en_transito' | 'liquidado' | 'anulado';
  trade_date: string;
  settlement_date: string;
}

const SELECT_VOUCHERS = `SELECT o.response, o.idempotency_key, mv.status,
    to_char(mv.trade_date, 'YYYY-MM-DD') AS trade_date,
    to_char(mv.settlement_date, 'YYYY-MM-DD') AS settlement_date
  FROM operations o
  JOIN movements mv ON mv.folio = o.folio
  WHERE o.owner_rut = $1 AND o.action = ANY ($2::text[])`;

/** The voucher as stored, with the status its movement has on `today`. */
function withStatus(row: VoucherRow, today: IsoDate): fundOperations.Voucher {
  const status =
    row.status === 'anulado' ? 'anulado' : row.settlement_date > today ? 'enTransito' : 'liquidado';
  return { ...row.response, status };
}

/** What a voucher takes from its quote, the same for an investment and a redemption. */
type QuoteFacts = Pick<
  fundOperations.Voucher,
  | 'fundId'
  | 'fundName'
  | 'seriesId'
  | 'accountId'
  | 'quotaValue'
  | 'quotaDate'
  | 'tradeDate'
  | 'settlementDate'
  | 'outOfHours'
  | 'cutOffTime'
>;

/** The voucher of an operation just recorded: in transit, with the quote the client confirmed. */
export function recordedVoucher(
  kind: fundOperations.Voucher['kind'],
  folio: bigint,
  now: number,
  quote: QuoteFacts,
  own: Pick<fundOperations.Voucher, 'amount' | 'units' | 'paymentWay' | 'acceptedProfileMismatch'>,
): fundOperations.Voucher {
  return {
    folio: folio.toString(),
    kind,
    createdAt: new Date(now).toISOString(),
    fundId: quote.fundId,
    fundName: quote.fundName,
    seriesId: quote.seriesId,
    accountId: quote.accountId,
    ...own,
    quotaValue: quote.quotaValue,
    quotaDate: quote.quotaDate,
    status: 'enTransito',
    tradeDate: quote.tradeDate,
    settlementDate: quote.settlementDate,
    outOfHours: quote.outOfHours,
    cutOffTime: quote.cutOffTime,
  };
}

/** The owner's voucher of `folio` (404 for an unknown folio or another owner's). */
export async function findVoucher(
  db: Queryable,
  ownerRut: string,
  folio: string,
  today: IsoDate,
): Promise<fundOperations.Voucher> {
  if (!/^\d{1,18}$/.test(folio)) throw new ApiError(404, m.voucherNotFound);
  const [row] = await db.query<VoucherRow>(`${SELECT_VOUCHERS} AND o.folio = $3::bigint`, [
    ownerRut,
    VOUCHER_ACTIONS,
    folio,
  ]);
  if (!row) throw new ApiError(404, m.voucherNotFound);
  return withStatus(row, today);
}

/** The owner's orders placed out of hours that still wait for their trade date, oldest first. */
export async function afterHoursOrders(
  db: Queryable,
  ownerRut: string,
  today: IsoDate,
): Promise<fundOperations.AfterHoursMovement[]> {
  const rows = await db.query<VoucherRow>(
    `${SELECT_VOUCHERS} AND mv.trade_date > $3::date AND mv.status <> 'anulado'
     ORDER BY o.created_at, o.id LIMIT 100`,
    [ownerRut, VOUCHER_ACTIONS, today],
  );
  return rows.map(({ response: v }) => ({
    folio: v.folio,
    kind: v.kind,
    fundId: v.fundId,
    fundName: v.fundName,
    seriesId: v.seriesId,
    accountId: v.accountId,
    amount: v.amount,
    units: v.units,
    tradeDate: v.tradeDate,
    createdAt: v.createdAt,
  }));
}

/**
 * Cancels an after-hours order before its trade date: it and its paired movements (the CCM debit
 * or credit) stay as `anulado` records. 404 once processed, cancelled, or another owner's.
 */
export async function cancelAfterHours(
  db: Queryable,
  actor: Actor,
  folio: string,
  today: IsoDate,
): Promise<Performed<fundOperations.Voucher>> {
  if (!/^\d{1,18}$/.test(folio)) throw new ApiError(404, m.afterHoursNotFound);
  const [row] = await db.query<VoucherRow>(
    `${SELECT_VOUCHERS} AND o.folio = $3::bigint AND mv.trade_date > $4::date
       AND mv.status <> 'anulado'`,
    [actor.ownerRut, VOUCHER_ACTIONS, folio, today],
  );
  if (!row) throw new ApiError(404, m.afterHoursNotFound);
  const key = movementKey(actor, row.idempotency_key);
  await db.query(
    `UPDATE movements SET status = 'anulado'
     WHERE (idempotency_key = $1 OR idempotency_key LIKE $1 || ':%') AND status <> 'anulado'`,
    [key],
  );
  return {
    folio: BigInt(folio),
    details: { cancelled: folio, kind: row.response.kind, tradeDate: row.trade_date },
    response: { ...row.response, status: 'anulado' },
  };
}
