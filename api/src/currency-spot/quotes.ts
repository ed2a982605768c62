// The desk's price and its quotes: the dólar observado of the market's day plus the spread on a
// buy, minus it on a sell, in exact integers; a quote fixes that price for an amount and lives
// QUOTE_SECONDS as a row of the database (any API instance confirms it; expiry is a date).
import { randomBytes } from 'node:crypto';
import { currencySpot as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { marketDate } from '../market/clock.ts';
import { indicator } from '../market/indicators.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { divide, toWireNumber } from '../market/money.ts';
import { ApiError } from '../platform/http.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { minorUnits } from '../fund-operations/invest.ts';
import type { Actor } from '../fund-operations/operations.ts';
import { availableCash, requireDeskOpen, requireSpotAccounts } from './desk.ts';
import { currencySpotMessages as m } from './messages.ts';

/** The desk's spread: 60 basis points (0,6 %) over the observed dollar, or under it. */
export const SPREAD_BASIS_POINTS = 60n;
const BASIS = 10_000n;

/** Cents x cents (pesos per dollar) has 4 decimals of a peso. */
const CENTS_TIMES_CENTS = 10_000n;

/**
 * The price in cents of a peso per dollar: the observed dollar (cents) times 1 ± the spread,
 * rounded half up to the cent.
 */
export function spotRate(observed: bigint, tipo: contract.OperationType): bigint {
  const factor = tipo === 'compra' ? BASIS + SPREAD_BASIS_POINTS : BASIS - SPREAD_BASIS_POINTS;
  return divide(observed * factor, BASIS, 'halfUp');
}

/**
 * The pesos of `amount` dollar cents at `rate`, whole: rounded up on a buy (the client pays the
 * fraction) and truncated on a sell (the client receives no fraction).
 */
export function clpAmountOf(amount: bigint, rate: bigint, tipo: contract.OperationType): bigint {
  const exact = amount * rate;
  const down = exact / CENTS_TIMES_CENTS;
  return tipo === 'compra' && exact % CENTS_TIMES_CENTS !== 0n ? down + 1n : down;
}

/** The spread on the wire in percentage points, 4 decimals: 60 basis points are 0.6. */
export const wireSpread = (basisPoints: bigint) => toWireNumber(basisPoints * 100n, 4);

export interface SpotPrice {
  tipo: contract.OperationType;
  observed: { value: bigint; date: IsoDate };
  spreadBp: bigint;
  rate: bigint;
}

/** The price of `tipo` at `now`: on the dólar observado of the market's day. */
export function spotPrice(tipo: contract.OperationType, now: number): SpotPrice {
  const observed = indicator('dolarObservado', marketDate(now));
  if (!observed) throw new RangeError('Sin dólar observado');
  return { tipo, observed, spreadBp: SPREAD_BASIS_POINTS, rate: spotRate(observed.value, tipo) };
}

/** The price's fields every answer shares. */
export const wirePrice = (price: SpotPrice) => ({
  tipo: price.tipo,
  currency: 'USD' as const,
  rate: toWireNumber(price.rate, 2),
  observedRate: { value: toWireNumber(price.observed.value, 2), date: price.observed.date },
  spread: wireSpread(price.spreadBp),
});

export interface QuoteRow {
  id: string;
  owner_rut: string;
  tipo: contract.OperationType;
  amount: string;
  observed_rate: string;
  observed_date: string;
  spread_bp: number;
  rate: string;
  clp_amount: string;
  quoted_at: string;
  expires_at: string;
  used_by_operation: string | null;
}

const SELECT = `SELECT id, owner_rut, tipo, amount::text AS amount,
    observed_rate::text AS observed_rate, to_char(observed_date, 'YYYY-MM-DD') AS observed_date,
    spread_bp, rate::text AS rate, clp_amount::text AS clp_amount, quoted_at::text AS quoted_at,
    expires_at::text AS expires_at, used_by_operation
  FROM currency_spot_quotes`;

/** The owner's quote `id`; undefined for an unknown one or another client's (no leak). */
export async function findQuote(
  db: Queryable,
  ownerRut: string,
  id: string,
): Promise<QuoteRow | undefined> {
  const [row] = await db.query<QuoteRow>(`${SELECT} WHERE id = $1 AND owner_rut = $2`, [
    id,
    ownerRut,
  ]);
  return row;
}

/** A stored quote's price. */
export const priceOf = (row: QuoteRow): SpotPrice => ({
  tipo: row.tipo,
  observed: { value: BigInt(row.observed_rate), date: row.observed_date },
  spreadBp: BigInt(row.spread_bp),
  rate: BigInt(row.rate),
});

/** The accounts a `tipo` takes the money from and puts it in. */
export const legsOf = <A>(tipo: contract.OperationType, accounts: { CLP: A; USD: A }) =>
  tipo === 'compra'
    ? { debit: accounts.CLP, credit: accounts.USD }
    : { debit: accounts.USD, credit: accounts.CLP };

/**
 * A quote for the client: the desk open, both current accounts, and the money to pay it (the
 * confirmation checks all again); stored with its price and expiry.
 */
export async function createQuote(
  db: Queryable,
  actor: Actor,
  request: contract.QuoteRequest,
  now: number,
): Promise<contract.Quote> {
  requireDeskOpen(now);
  const accounts = await requireSpotAccounts(db, actor.ownerRut);
  const { tipo } = request;
  const amount = minorUnits(request.monto, 'USD');
  const price = spotPrice(tipo, now);
  const clpAmount = clpAmountOf(amount, price.rate, tipo);
  const legs = legsOf(tipo, accounts);
  const needed = tipo === 'compra' ? clpAmount : amount;
  if ((await availableCash(db, legs.debit, marketDate(now))) < needed) {
    throw new ApiError(422, m.noBalance, ['monto']);
  }
  const id = randomBytes(16).toString('base64url');
  const expiresAt = now + contract.QUOTE_SECONDS * 1000;
  await db.query(
    `INSERT INTO currency_spot_quotes (id, owner_rut, acted_by, session_id, tipo, currency, amount,
       observed_rate, observed_date, spread_bp, rate, clp_amount, quoted_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, 'USD', $6::bigint, $7::bigint, $8::date, $9, $10::bigint,
       $11::bigint, $12::bigint, $13::bigint)`,
    [
      id,
      actor.ownerRut,
      actor.actedBy,
      actor.sessionId,
      tipo,
      amount.toString(),
      price.observed.value.toString(),
      price.observed.date,
      Number(price.spreadBp),
      price.rate.toString(),
      clpAmount.toString(),
      String(now),
      String(expiresAt),
    ],
  );
  return {
    id,
    ...wirePrice(price),
    amount: wireMoney(amount, 'USD'),
    clpAmount: wireMoney(clpAmount, 'CLP'),
    accounts: { debit: legs.debit.number, credit: legs.credit.number },
    quotedAt: new Date(now).toISOString(),
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
