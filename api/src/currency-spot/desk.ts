// The FX desk: when it trades (banking business days, 9:00 to 17:00 Santiago) and the current
// accounts it moves (the client's in pesos and in dollars), with what each can use now.
import { currencySpot as contract } from '@inversiones/contract';
import { formatInstant } from '@inversiones/es-cl';
import type { Queryable } from '../db/database.ts';
import { listAccounts, type LedgerAccount } from '../ledger/accounts.ts';
import { cashInstrumentId } from '../ledger/instruments.ts';
import { isBusinessDay } from '../market/calendar.ts';
import { marketDate, marketTime, santiagoInstant } from '../market/clock.ts';
import { addDays, type IsoDate } from '../market/iso-date.ts';
import type { Currency } from '../market/money.ts';
import { ApiError } from '../platform/http.ts';
import { availableUnits } from '../fund-operations/available.ts';
import { cashMinor } from '../fund-operations/invest.ts';
import { currencySpotMessages as m } from './messages.ts';

const { opens, closes } = contract.DESK_HOURS;

export function isDeskOpen(now: number): boolean {
  const time = marketTime(now);
  return isBusinessDay(marketDate(now)) && time >= opens && time < closes;
}

/** When the desk opens next (epoch ms): this morning, or the next business day's. */
export function deskOpensAt(now: number): number {
  let date = marketDate(now);
  if (isBusinessDay(date) && marketTime(now) < opens) return santiagoInstant(date, opens);
  for (let i = 0; i < 30; i++) {
    date = addDays(date, 1);
    if (isBusinessDay(date)) return santiagoInstant(date, opens);
  }
  throw new Error('La mesa de dinero no abre en 30 días');
}

/** Why the desk cannot trade at `now`; null while it is open. */
export const deskClosedMessage = (now: number): string | null =>
  isDeskOpen(now) ? null : m.closed(formatInstant(deskOpensAt(now)));

/** 422 with the closed message outside the desk's hours. */
export function requireDeskOpen(now: number): void {
  const closed = deskClosedMessage(now);
  if (closed) throw new ApiError(422, closed);
}

/** The client's current accounts in pesos and in dollars (either may be missing). */
export interface SpotAccounts {
  CLP?: LedgerAccount;
  USD?: LedgerAccount;
}

export async function spotAccounts(db: Queryable, ownerRut: string): Promise<SpotAccounts> {
  const accounts = await listAccounts(db, ownerRut, 'ccm');
  return {
    CLP: accounts.find((a) => a.currency === 'CLP'),
    USD: accounts.find((a) => a.currency === 'USD'),
  };
}

/** Both current accounts, or 422: the desk trades only between them. */
export async function requireSpotAccounts(db: Queryable, ownerRut: string) {
  const { CLP, USD } = await spotAccounts(db, ownerRut);
  if (!CLP || !USD) throw new ApiError(422, m.noCurrentAccounts);
  return { CLP, USD };
}

/** What the account can use now (minor units): its free cash, never below zero. */
export async function availableCash(
  db: Queryable,
  account: LedgerAccount,
  today: IsoDate,
): Promise<bigint> {
  const currency = account.currency as Currency;
  const free = await availableUnits(db, account.id, cashInstrumentId(currency), today);
  const minor = cashMinor(free.units, currency);
  return minor > 0n ? minor : 0n;
}

/** The active flag: accounts first (the lasting reason), then the desk's hours. */
export async function deskAccess(
  db: Queryable,
  ownerRut: string,
  now: number,
): Promise<contract.ActiveResponse> {
  const { CLP, USD } = await spotAccounts(db, ownerRut);
  const mensaje = !CLP || !USD ? m.noCurrentAccounts : deskClosedMessage(now);
  return { activo: mensaje === null, mensaje };
}
