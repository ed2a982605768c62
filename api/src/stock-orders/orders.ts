// Share orders: entering one (the checks again, the reserve, a fill at once when the market
// allows), bringing pending ones up to date with the market, cancelling, and reading them back.
import { stockOrders as contract } from '@inversiones/contract';
import { formatCurrency, formatDisplayDate, formatInstant } from '@inversiones/es-cl';
import type { Database, Queryable } from '../db/database.ts';
import { findAccount, listAccounts, type LedgerAccount } from '../ledger/accounts.ts';
import { cashInstrumentId, stockInstrumentId } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { addBusinessDays } from '../market/calendar.ts';
import { marketDate } from '../market/clock.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { parseDecimal, PRICE_DECIMALS, rescale } from '../market/money.ts';
import { findStock, type Stock } from '../market/stock-catalogue.ts';
import { exchangePhase, nextOpening, sessionPath, stockQuote } from '../market/stock-prices.ts';
import { ApiError } from '../platform/http.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { lockOwner, type Actor, type Performed } from '../fund-operations/operations.ts';
import { currentProfile, profileFit } from '../fund-operations/profile-fit.ts';
import { availableCash } from '../currency-spot/desk.ts';
import { applyDueDividends } from './dividends.ts';
import { applyDueRebates } from '../stock-rebates/rebates.ts';
import { outcomeAt, type PendingOrder } from './fills.ts';
import { stockOrderApiMessages as m } from './messages.ts';
import { orderFigures, type OrderFigures } from './tariff.ts';
import { findLine, lineAvailable } from '../investment-lines/lines.ts';
import { investmentLineApiMessages as lm } from '../investment-lines/messages.ts';
import { scheduleAt, wirePrice } from '../stocks/quotes.ts';

/** The operations table's actions. */
export const BUY_ACTION = 'bolsa.comprar';
export const SELL_ACTION = 'bolsa.vender';

/** Shares are whole: a custody holding's units (4 decimals) per share. */
const UNITS_PER_SHARE = 10n ** 4n;
/** Equities settle two exchange days after the trade (contado normal). */
const SETTLEMENT_DAYS = 2;

// The contract allows 2 decimals at most: the text of the number is exact.
const fromWirePrice = (price: number) => parseDecimal(String(price), PRICE_DECIMALS);
const pesos = (amount: bigint) => formatCurrency(Number(amount), 'CLP');

interface OrderRow {
  folio: string;
  owner_rut: string;
  acted_by: string;
  side: contract.OrderSide;
  ticker: string;
  order_type: contract.OrderType;
  quantity: number;
  limit_price: string | null;
  payment_method: contract.PaymentMethod | null;
  session_date: string;
  first_step: number;
  placed_at: string;
  reserved: string;
  estimate: WireFigures;
  fill: WireFigures | null;
  state: contract.OrderState;
  reason: string | null;
  filled_quantity: number;
  fill_price: string | null;
  filled_at: string | null;
  cancelled_at: string | null;
  custody_number: string;
  current_number: string;
  custody_account_id: number;
  current_account_id: number;
}

/** Figures as stored (strings of whole pesos: JSON has no bigint). */
interface WireFigures {
  gross: string;
  commission: string;
  exchangeFee: string;
  vat: string;
  total: string;
}
const storeFigures = (f: OrderFigures): WireFigures => ({
  gross: f.gross.toString(),
  commission: f.commission.toString(),
  exchangeFee: f.exchangeFee.toString(),
  vat: f.vat.toString(),
  total: f.total.toString(),
});

const SELECT = `SELECT o.folio::text, o.owner_rut, o.acted_by, o.side, o.ticker, o.order_type, o.quantity,
    o.limit_price::text, o.payment_method, to_char(o.session_date, 'YYYY-MM-DD') AS session_date,
    o.first_step, o.placed_at::text, o.reserved::text, o.estimate, o.fill, o.state, o.reason,
    o.filled_quantity, o.fill_price::text, o.filled_at::text, o.cancelled_at::text,
    o.custody_account_id, o.current_account_id,
    c.number AS custody_number, k.number AS current_number
  FROM stock_orders o
  JOIN ledger_accounts c ON c.id = o.custody_account_id
  JOIN ledger_accounts k ON k.id = o.current_account_id`;

const instant = (ms: string | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toWireOrder(row: OrderRow): contract.Order {
  const figures = row.fill ?? row.estimate;
  const money = (value: string) => wireMoney(BigInt(value), 'CLP');
  return {
    folio: row.folio,
    tipo: row.side,
    nemo: row.ticker,
    nombre: findStock(row.ticker)?.name ?? row.ticker,
    tipoOrden: row.order_type,
    cantidad: row.quantity,
    precioLimite: row.limit_price === null ? null : wirePrice(BigInt(row.limit_price)),
    formaPago: row.payment_method,
    estado: row.state,
    motivo: row.reason,
    cantidadEjecutada: row.filled_quantity,
    precioEjecucion: row.fill_price === null ? null : wirePrice(BigInt(row.fill_price)),
    montoBruto: money(figures.gross),
    comision: money(figures.commission),
    derechosBolsa: money(figures.exchangeFee),
    iva: money(figures.vat),
    total: money(figures.total),
    rueda: row.session_date,
    ingresada: instant(row.placed_at) as string,
    ejecutada: instant(row.filled_at),
    anulada: instant(row.cancelled_at),
    cuentaCustodia: row.custody_number,
    cuentaCorriente: row.current_number,
  };
}

/** The share of `ticker`, or 404. */
export function requireStock(ticker: string): Stock {
  const stock = findStock(ticker);
  if (!stock) throw new ApiError(404, m.unknownTicker, ['nemo']);
  return stock;
}

/** The ticket as the market will take it: its session, first step and reference price. */
export interface Placement {
  stock: Stock;
  side: contract.OrderSide;
  quantity: number;
  orderType: contract.OrderType;
  limitPrice: bigint | null;
  paymentMethod: contract.PaymentMethod | null;
  sessionDate: IsoDate;
  firstStep: number;
  /** The limit, or the market's price now: what the estimate is computed at. */
  price: bigint;
  figures: OrderFigures;
  scheduled: boolean;
}

type Ticket = contract.BuyTicket & { formaPago?: contract.PaymentMethod };

/**
 * The rules every entry (and every cost preview) meets, from the market alone: the share, the
 * limit-only flag, the session (open: now; closed: scheduled for the next opening, only if asked
 * for), the price band. The client's money and shares are checked by `placeOrder`.
 */
export function placementOf(side: contract.OrderSide, ticket: Ticket, now: number): Placement {
  const stock = requireStock(ticket.nemo);
  const orderType = ticket.tipoOrden;
  if (stock.limitOnly && orderType === 'mercado')
    throw new ApiError(422, m.limitOnly, ['tipoOrden']);
  const open = exchangePhase(now) === 'abierto';
  const scheduled = ticket.programada ?? false;
  if (!open && !scheduled)
    throw new ApiError(422, m.closedImmediate(formatInstant(nextOpening(now))));
  if (open && scheduled) throw new ApiError(422, m.openScheduled, ['programada']);
  const quote = stockQuote(stock.ticker, now);
  const sessionDate = open ? marketDate(now) : marketDate(nextOpening(now));
  const limitPrice = ticket.precioLimite === undefined ? null : fromWirePrice(ticket.precioLimite);
  if (limitPrice !== null) {
    // The band is around the close before the order's session: today's previous close in session,
    // the last close when scheduled.
    const base = open ? quote.previousClose : quote.last;
    const band = (base * BigInt(contract.PRICE_BAND_PERCENT)) / 100n;
    const [low, high] = [base - band, base + band];
    if (limitPrice < low || limitPrice > high) {
      const price = (value: bigint) => formatCurrency(wirePrice(value), 'CLP', { decimals: 2 });
      throw new ApiError(422, m.priceBand(price(low), price(high)), ['precioLimite']);
    }
  }
  const path = sessionPath(stock.ticker, sessionDate);
  const firstStep = open ? path.stepAt(now) : 0;
  const price = limitPrice ?? quote.last;
  return {
    stock,
    side,
    quantity: ticket.cantidad,
    orderType,
    limitPrice,
    paymentMethod: side === 'compra' ? (ticket.formaPago ?? 'cuentaCorriente') : null,
    sessionDate,
    firstStep,
    price,
    figures: orderFigures(side, ticket.cantidad, price),
    scheduled: !open,
  };
}

/** How a purchase of the share stands against the owner's investor profile; a sale: null. */
export async function shareProfileFit(
  db: Queryable,
  ownerRut: string,
  placement: Placement,
): Promise<contract.Cost['ajustePerfil']> {
  if (placement.side === 'venta') return null;
  return profileFit(
    await currentProfile(db, ownerRut),
    contract.shareRiskLevel(placement.stock.limitOnly),
  );
}

export function toWireCost(
  placement: Placement,
  now: number,
  fit: contract.Cost['ajustePerfil'],
): contract.Cost {
  const { figures } = placement;
  const pct = (bps: number) => bps / 100;
  return {
    tipo: placement.side,
    nemo: placement.stock.ticker,
    nombre: placement.stock.name,
    cantidad: placement.quantity,
    tipoOrden: placement.orderType,
    precio: wirePrice(placement.price),
    montoBruto: wireMoney(figures.gross, 'CLP'),
    comision: wireMoney(figures.commission, 'CLP'),
    derechosBolsa: wireMoney(figures.exchangeFee, 'CLP'),
    iva: wireMoney(figures.vat, 'CLP'),
    total: wireMoney(figures.total, 'CLP'),
    tasaComision: pct(contract.TARIFF.commissionBps),
    tasaDerechos: pct(contract.TARIFF.exchangeFeeBps),
    ejecucion: placement.scheduled ? 'programada' : 'inmediata',
    horario: scheduleAt(now),
    ajustePerfil: fit,
  };
}

/** The owner's current account in pesos, or undefined. */
export async function currentAccount(db: Queryable, ownerRut: string) {
  return (await listAccounts(db, ownerRut, 'ccm')).find((a) => a.currency === 'CLP');
}

/** The owner's custody account (product 'acciones'), or undefined. */
export async function custodyAccount(db: Queryable, ownerRut: string) {
  return (await listAccounts(db, ownerRut, 'acciones'))[0];
}

/** Opens the custody account with the first purchase: the client number's next free suffix. */
async function openCustodyAccount(db: Queryable, ownerRut: string, today: IsoDate) {
  const all = await listAccounts(db, ownerRut);
  const parts = all.map((a) => a.number.split('-'));
  const client = parts[0]?.[0] ?? ownerRut.split('-')[0];
  const next = Math.max(0, ...parts.map(([, suffix]) => Number(suffix) || 0)) + 1;
  const number = `${client}-${String(next).padStart(2, '0')}`;
  await db.query(
    `INSERT INTO ledger_accounts (number, owner_rut, product, opened_on) VALUES ($1, $2, 'acciones', $3::date)`,
    [number, ownerRut, today],
  );
  return (await findAccount(db, ownerRut, number)) as LedgerAccount;
}

/** Pesos the owner's pending purchases paid from the current account set aside, but `except`'s. */
async function reservedCash(db: Queryable, ownerRut: string, except?: string): Promise<bigint> {
  const [row] = await db.query<{ reserved: string }>(
    `SELECT COALESCE(SUM(reserved), 0)::text AS reserved FROM stock_orders
     WHERE owner_rut = $1 AND side = 'compra' AND state = 'pendiente'
       AND payment_method = 'cuentaCorriente'
       AND ($2::bigint IS NULL OR folio <> $2::bigint)`,
    [ownerRut, except ?? null],
  );
  return BigInt(row?.reserved ?? '0');
}

/** Shares of `ticker` in the custody account, and those pending sales set aside (but `except`'s). */
export async function heldShares(
  db: Queryable,
  ownerRut: string,
  custody: LedgerAccount | undefined,
  ticker: string,
  except?: string,
): Promise<{ held: number; reserved: number }> {
  if (!custody) return { held: 0, reserved: 0 };
  const [row] = await db.query<{ units: string; reserved: number }>(
    `SELECT (SELECT COALESCE(SUM(units), 0) FROM movements
             WHERE account_id = $1 AND instrument_id = $2 AND status <> 'anulado')::text AS units,
            (SELECT COALESCE(SUM(quantity), 0) FROM stock_orders
             WHERE owner_rut = $3 AND side = 'venta' AND ticker = $4 AND state = 'pendiente'
               AND ($5::bigint IS NULL OR folio <> $5::bigint))::int AS reserved`,
    [custody.id, stockInstrumentId(ticker), ownerRut, ticker, except ?? null],
  );
  return {
    held: Number(BigInt(row?.units ?? '0') / UNITS_PER_SHARE),
    reserved: row?.reserved ?? 0,
  };
}

/** What the current account can pay now: its free cash less the pending purchases' reserve. */
export async function spendableCash(
  db: Queryable,
  ownerRut: string,
  account: LedgerAccount,
  today: IsoDate,
  except?: string,
): Promise<bigint> {
  const free =
    (await availableCash(db, account, today)) - (await reservedCash(db, ownerRut, except));
  return free > 0n ? free : 0n;
}

/**
 * Enters an order, in the transaction `runOperation` opened (the owner's lock held): the market's
 * rules, then the client's money or shares, the row, and a fill at once when the market gives one.
 */
export async function placeOrder(
  db: Queryable,
  actor: Actor,
  key: string,
  side: contract.OrderSide,
  ticket: Ticket,
  now: number,
): Promise<Performed<contract.Order>> {
  const placement = placementOf(side, ticket, now);
  const today = marketDate(now);
  const current = await currentAccount(db, actor.ownerRut);
  let custody = await custodyAccount(db, actor.ownerRut);
  if (!current) throw new ApiError(422, m.noCurrentAccount);
  const fit = await shareProfileFit(db, actor.ownerRut, placement);
  if (fit && !fit.fits && !ticket.aceptaPerfil) {
    throw new ApiError(422, m.profileMismatch(fit.fundRiskLevel, fit.profile, fit.maxRiskLevel), [
      'aceptaPerfil',
    ]);
  }
  if (side === 'compra') {
    if (placement.paymentMethod === 'lineaInversion') {
      const line = await findLine(db, actor.ownerRut);
      if (!line) throw new ApiError(422, lm.noLine, ['formaPago']);
      if (today > line.expiresOn) {
        throw new ApiError(422, lm.expired(formatDisplayDate(line.expiresOn)), ['formaPago']);
      }
      const free = await lineAvailable(db, actor.ownerRut, line, today);
      if (placement.figures.total > free) {
        throw new ApiError(422, lm.noLineBalance(pesos(free), pesos(placement.figures.total)));
      }
    } else {
      const spendable = await spendableCash(db, actor.ownerRut, current, today);
      if (placement.figures.total > spendable) {
        throw new ApiError(422, m.noBalance(pesos(spendable), pesos(placement.figures.total)));
      }
    }
    custody ??= await openCustodyAccount(db, actor.ownerRut, today);
  } else {
    const { held, reserved } = await heldShares(
      db,
      actor.ownerRut,
      custody,
      placement.stock.ticker,
    );
    if (!custody || held === 0)
      throw new ApiError(422, m.notEnoughShares(0, placement.stock.ticker), ['cantidad']);
    if (placement.quantity > held - reserved) {
      throw new ApiError(
        422,
        m.notEnoughShares(Math.max(0, held - reserved), placement.stock.ticker),
        ['cantidad'],
      );
    }
  }
  const [inserted] = await db.query<{ folio: string }>(
    `INSERT INTO stock_orders (owner_rut, acted_by, operation_key, side, ticker, order_type,
       quantity, limit_price, payment_method, session_date, first_step, placed_at, reserved,
       estimate, state, custody_account_id, current_account_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9, $10::date, $11, $12::bigint, $13::bigint,
       $14::jsonb, 'pendiente', $15, $16)
     RETURNING folio::text`,
    [
      actor.ownerRut,
      actor.actedBy,
      key,
      side,
      placement.stock.ticker,
      placement.orderType,
      placement.quantity,
      placement.limitPrice?.toString() ?? null,
      placement.paymentMethod,
      placement.sessionDate,
      placement.firstStep,
      String(now),
      side === 'compra' ? placement.figures.total.toString() : '0',
      JSON.stringify(storeFigures(placement.figures)),
      (custody as LedgerAccount).id,
      current.id,
    ],
  );
  const folio = (inserted as { folio: string }).folio;
  // A market order in session, or a limit the price already reaches, fills now.
  await settleDue(db, actor.ownerRut, now, folio);
  const order = await findOrderRow(db, actor.ownerRut, folio);
  return {
    folio: null,
    details: {
      orden: folio,
      tipo: side,
      nemo: placement.stock.ticker,
      cantidad: placement.quantity,
      tipoOrden: placement.orderType,
      precioLimite: ticket.precioLimite ?? null,
      programada: placement.scheduled,
      estimado: storeFigures(placement.figures),
      // The acceptance is recorded with the operation (DOMAIN "Profile fit").
      ...(fit ? { ajustePerfil: fit, aceptaPerfil: !fit.fits } : {}),
    },
    response: toWireOrder(order as OrderRow),
  };
}

async function findOrderRow(db: Queryable, ownerRut: string, folio: string) {
  if (!/^\d{1,18}$/.test(folio)) return undefined;
  const [row] = await db.query<OrderRow>(
    `${SELECT} WHERE o.owner_rut = $1 AND o.folio = $2::bigint`,
    [ownerRut, folio],
  );
  return row;
}

const pendingOf = (row: OrderRow): PendingOrder => ({
  side: row.side,
  ticker: row.ticker,
  orderType: row.order_type,
  limitPrice: row.limit_price === null ? null : BigInt(row.limit_price),
  sessionDate: row.session_date,
  firstStep: row.first_step,
});

/**
 * Brings the owner's pending orders (or the one `folio`) up to date with the market at `now`:
 * fills move the shares and the money (rejected if the money is no longer there), a day order
 * that reached no price by the close expires. The caller holds the owner's lock.
 */
async function settleDue(db: Queryable, ownerRut: string, now: number, folio?: string) {
  const rows = await db.query<OrderRow>(
    `${SELECT} WHERE o.owner_rut = $1 AND o.state = 'pendiente'
       AND ($2::bigint IS NULL OR o.folio = $2::bigint)
     ORDER BY o.placed_at, o.folio`,
    [ownerRut, folio ?? null],
  );
  for (const row of rows) {
    const outcome = outcomeAt(pendingOf(row), now);
    if (outcome.kind === 'pendiente') continue;
    if (outcome.kind === 'vencida') {
      await db.query(
        `UPDATE stock_orders SET state = 'anulada', reason = $3, cancelled_at = $4::bigint
         WHERE owner_rut = $1 AND folio = $2::bigint`,
        [ownerRut, row.folio, m.expired, String(outcome.at)],
      );
      continue;
    }
    const figures = orderFigures(row.side, row.quantity, outcome.price);
    const tradeDate = marketDate(outcome.at);
    if (row.side === 'compra') {
      const refusal = await fillRefusal(db, row, figures.total, tradeDate);
      if (refusal) {
        await db.query(
          `UPDATE stock_orders SET state = 'rechazada', reason = $3 WHERE owner_rut = $1 AND folio = $2::bigint`,
          [ownerRut, row.folio, refusal],
        );
        continue;
      }
    }
    await recordFill(db, row, figures, outcome.price, outcome.at, tradeDate);
  }
}

/** Why a purchase cannot fill at `total` now (its way of payment no longer covers it), or null. */
async function fillRefusal(db: Queryable, row: OrderRow, total: bigint, tradeDate: IsoDate) {
  if (row.payment_method === 'lineaInversion') {
    const line = await findLine(db, row.owner_rut);
    const free = line ? await lineAvailable(db, row.owner_rut, line, tradeDate, row.folio) : 0n;
    return total > free ? lm.rejectedLine : null;
  }
  const current = { id: row.current_account_id, currency: 'CLP' } as LedgerAccount;
  const spendable = await spendableCash(db, row.owner_rut, current, tradeDate, row.folio);
  return total > spendable ? m.rejectedBalance : null;
}

/**
 * The fill's movements (the shares, the money) and the order's new state. A purchase paid with
 * the investment line first draws its total into the current account, which then pays it.
 */
async function recordFill(
  db: Queryable,
  row: OrderRow,
  figures: OrderFigures,
  price: bigint,
  at: number,
  tradeDate: IsoDate,
) {
  const buy = row.side === 'compra';
  const settlementDate = addBusinessDays(tradeDate, SETTLEMENT_DAYS);
  const common = { tradeDate, settlementDate, status: 'liquidado' as const, createdAt: at };
  const actedBy = row.acted_by;
  await recordMovement(db, {
    ...common,
    accountId: row.custody_account_id,
    instrumentId: stockInstrumentId(row.ticker),
    kind: buy ? 'compra' : 'venta',
    units: (buy ? 1n : -1n) * BigInt(row.quantity) * UNITS_PER_SHARE,
    price,
    amount: figures.gross,
    currency: 'CLP',
    idempotencyKey: `stock:${row.folio}:titulos`,
    actedBy,
  });
  const cash = rescale(figures.total, 0, 4, 'truncate');
  if (buy && row.payment_method === 'lineaInversion') {
    await recordMovement(db, {
      ...common,
      accountId: row.current_account_id,
      instrumentId: cashInstrumentId('CLP'),
      kind: 'abono',
      units: cash,
      price: 10_000n,
      amount: figures.total,
      currency: 'CLP',
      idempotencyKey: `stock:${row.folio}:linea`,
      actedBy,
    });
  }
  await recordMovement(db, {
    ...common,
    accountId: row.current_account_id,
    instrumentId: cashInstrumentId('CLP'),
    kind: buy ? 'cargo' : 'abono',
    units: (buy ? -1n : 1n) * cash,
    price: 10_000n,
    amount: figures.total,
    currency: 'CLP',
    idempotencyKey: `stock:${row.folio}:caja`,
    actedBy,
  });
  await db.query(
    `UPDATE stock_orders SET state = 'ejecutada', filled_quantity = quantity, fill_price = $3::bigint,
       filled_at = $4::bigint, fill = $5::jsonb, reserved = 0
     WHERE owner_rut = $1 AND folio = $2::bigint`,
    [row.owner_rut, row.folio, price.toString(), String(at), JSON.stringify(storeFigures(figures))],
  );
}

/**
 * Brings the owner's stock data up to date at `now`, under the owner's lock, in its own
 * transaction: pending orders against the market, then the dividends of record dates passed.
 */
export function settleDueOrders(db: Database, ownerRut: string, now: number): Promise<void> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, ownerRut);
    await settleDue(tx, ownerRut, now);
    const custody = await custodyAccount(tx, ownerRut);
    if (custody) {
      const current = await currentAccount(tx, ownerRut);
      await applyDueDividends(tx, custody, current, marketDate(now), ownerRut);
      await applyDueRebates(tx, current, marketDate(now), ownerRut);
    }
  });
}

/** The owner's orders for the sessions in [from, to], newest first, after bringing them up to date. */
export async function listOrders(
  db: Database,
  ownerRut: string,
  period: { from: IsoDate; to: IsoDate },
  which: 'vigentes' | 'anuladas' | 'todas',
  now: number,
): Promise<contract.OrdersResponse> {
  await settleDueOrders(db, ownerRut, now);
  const state =
    which === 'anuladas'
      ? `AND o.state = 'anulada'`
      : which === 'vigentes'
        ? `AND o.state <> 'anulada'`
        : '';
  const rows = await db.query<OrderRow>(
    `${SELECT} WHERE o.owner_rut = $1 AND o.session_date BETWEEN $2::date AND $3::date ${state}
     ORDER BY o.placed_at DESC, o.folio DESC LIMIT 500`,
    [ownerRut, period.from, period.to],
  );
  return { ordenes: rows.map(toWireOrder) };
}

/** One order of the owner's, after bringing the owner's orders up to date. */
export async function findOrder(
  db: Database,
  ownerRut: string,
  folio: string,
  now: number,
): Promise<contract.Order> {
  await settleDueOrders(db, ownerRut, now);
  const row = await findOrderRow(db, ownerRut, folio);
  if (!row) throw new ApiError(404, m.orderNotFound);
  return toWireOrder(row);
}

/** Cancels a pending order of the owner's; a cancelled one is returned as it is. */
export function cancelOrder(
  db: Database,
  actor: Actor,
  folio: string,
  now: number,
): Promise<contract.Order> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, actor.ownerRut);
    // A fill that came before the delete wins: the order is filled, not cancelled.
    if (/^\d{1,18}$/.test(folio)) await settleDue(tx, actor.ownerRut, now, folio);
    const row = await findOrderRow(tx, actor.ownerRut, folio);
    if (!row) throw new ApiError(404, m.orderNotFound);
    if (row.state === 'ejecutada' || row.state === 'parcial')
      throw new ApiError(409, m.alreadyFilled);
    if (row.state === 'rechazada') throw new ApiError(409, m.alreadyRejected);
    if (row.state === 'pendiente') {
      await tx.query(
        `UPDATE stock_orders SET state = 'anulada', reason = $3, cancelled_at = $4::bigint, reserved = 0
         WHERE owner_rut = $1 AND folio = $2::bigint`,
        [actor.ownerRut, folio, m.cancelledByClient, String(now)],
      );
    }
    return toWireOrder((await findOrderRow(tx, actor.ownerRut, folio)) as OrderRow);
  });
}
