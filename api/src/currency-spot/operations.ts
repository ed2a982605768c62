// Confirming a quote: the rules again, then the two legs in the ledger, settled today; and the
// operations read back (the list by dates, a receipt) from their records.
import { PAGE_SIZE, type currencySpot as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import type { LedgerAccount } from '../ledger/accounts.ts';
import { cashInstrumentId, UNIT_PRICE } from '../ledger/instruments.ts';
import { recordMovement, type MovementKind } from '../ledger/movement.ts';
import { marketDate } from '../market/clock.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { currencyDecimals, rescale, type Currency } from '../market/money.ts';
import { ApiError } from '../platform/http.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { movementKey, type Actor, type Performed } from '../fund-operations/operations.ts';
import { availableCash, requireDeskOpen, requireSpotAccounts } from './desk.ts';
import { currencySpotMessages as m } from './messages.ts';
import { findQuote, legsOf, priceOf, wirePrice } from './quotes.ts';

/** The operations table's action of a confirmation. */
export const CONFIRM_ACTION = 'divisas.operar';

/** Cash units (4 decimals) of `amount` minor units of `currency`. */
const cashUnits = (amount: bigint, currency: Currency) =>
  rescale(amount, currencyDecimals[currency], 4, 'truncate');

/**
 * The confirmation, in the transaction `runOperation` opened (the owner's lock held, so the
 * quote and the balances cannot change under it). A refusal records nothing.
 */
export async function confirmQuote(
  db: Queryable,
  actor: Actor,
  key: string,
  request: contract.ConfirmRequest,
  now: number,
): Promise<Performed<contract.Operation>> {
  const quote = await findQuote(db, actor.ownerRut, request.cotizacionId);
  if (!quote) throw new ApiError(404, m.quoteNotFound, ['cotizacionId']);
  // The same key again never gets here (runOperation answers it): another operation used it.
  if (quote.used_by_operation !== null) throw new ApiError(409, m.quoteUsed, ['cotizacionId']);
  requireDeskOpen(now);
  if (now >= Number(quote.expires_at)) {
    throw new ApiError(422, m.quoteExpired, ['cotizacionId']);
  }
  const accounts = await requireSpotAccounts(db, actor.ownerRut);
  const { tipo } = quote;
  const amount = BigInt(quote.amount);
  const clpAmount = BigInt(quote.clp_amount);
  const today = marketDate(now);
  const legs = legsOf(tipo, accounts);
  if ((await availableCash(db, legs.debit, today)) < (tipo === 'compra' ? clpAmount : amount)) {
    throw new ApiError(422, m.noBalance);
  }

  // The dollar leg is the trade ('compra' or 'venta', its folio the operation's); the peso leg
  // pays it or is paid by it ('cargo' or 'abono'), as the current account's statement reads them.
  const leg = (account: LedgerAccount, kind: MovementKind, minor: bigint, sign: 1n | -1n) => {
    const currency = account.currency as Currency;
    return recordMovement(db, {
      accountId: account.id,
      instrumentId: cashInstrumentId(currency),
      kind,
      tradeDate: today,
      settlementDate: today,
      units: sign * cashUnits(minor, currency),
      price: UNIT_PRICE,
      amount: minor,
      currency,
      status: 'liquidado',
      idempotencyKey: movementKey(actor, key, `divisas-${currency.toLowerCase()}`),
      actedBy: actor.actedBy,
      createdAt: now,
    });
  };
  const buy = tipo === 'compra';
  const { folio } = await leg(accounts.USD, buy ? 'compra' : 'venta', amount, buy ? 1n : -1n);
  await leg(accounts.CLP, buy ? 'cargo' : 'abono', clpAmount, buy ? -1n : 1n);

  const used = await db.query(
    `UPDATE currency_spot_quotes SET used_by_operation = $3, used_at = $4::bigint
     WHERE id = $1 AND owner_rut = $2 AND used_by_operation IS NULL RETURNING id`,
    [quote.id, actor.ownerRut, key, String(now)],
  );
  if (used.length === 0) throw new ApiError(409, m.quoteUsed, ['cotizacionId']);

  const operation: contract.Operation = {
    folio: folio.toString(),
    ...wirePrice(priceOf(quote)),
    amount: wireMoney(amount, 'USD'),
    clpAmount: wireMoney(clpAmount, 'CLP'),
    accounts: { debit: legs.debit.number, credit: legs.credit.number },
    tradeDate: today,
    createdAt: new Date(now).toISOString(),
  };
  return {
    folio,
    details: {
      cotizacionId: quote.id,
      tipo,
      amount: operation.amount,
      rate: operation.rate,
      clpAmount: operation.clpAmount,
      accounts: operation.accounts,
      quotedAt: new Date(Number(quote.quoted_at)).toISOString(),
    },
    response: operation,
  };
}

const SELECT_OPERATIONS = `SELECT o.response, to_char(mv.trade_date, 'YYYY-MM-DD') AS trade_date
  FROM operations o JOIN movements mv ON mv.folio = o.folio
  WHERE o.owner_rut = $1 AND o.action = '${CONFIRM_ACTION}'`;

/** The owner's operations traded in [from, to], newest first, a page of them. */
export async function listOperations(
  db: Queryable,
  ownerRut: string,
  period: { from: IsoDate; to: IsoDate },
  page: number,
): Promise<contract.OperationsResponse> {
  const within = 'mv.trade_date BETWEEN $2::date AND $3::date';
  const params = [ownerRut, period.from, period.to];
  const [rows, [count]] = await Promise.all([
    db.query<{ response: contract.Operation }>(
      `${SELECT_OPERATIONS} AND ${within}
       ORDER BY mv.trade_date DESC, o.folio DESC LIMIT ${PAGE_SIZE} OFFSET $4`,
      [...params, (page - 1) * PAGE_SIZE],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (${SELECT_OPERATIONS} AND ${within}) s`,
      params,
    ),
  ]);
  return {
    page,
    pageSize: PAGE_SIZE,
    total: count?.total ?? 0,
    rows: rows.map((row) => row.response),
  };
}

/** The owner's operation of `folio` (404 for an unknown folio or another client's). */
export async function findOperation(
  db: Queryable,
  ownerRut: string,
  folio: string,
): Promise<contract.Operation> {
  const [row] = /^\d{1,18}$/.test(folio)
    ? await db.query<{ response: contract.Operation }>(
        `${SELECT_OPERATIONS} AND o.folio = $2::bigint`,
        [ownerRut, folio],
      )
    : [];
  if (!row) throw new ApiError(404, m.operationNotFound);
  return row.response;
}
