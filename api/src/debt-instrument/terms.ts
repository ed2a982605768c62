// The arithmetic of fixed income and pactos, on bigints only (never float money): simple interest
// at the stated rate, coupons on their dates, the maturity's payment, and UF in pesos.
import { indicator } from '../market/indicators.ts';
import { daysBetween, isoDate, type IsoDate } from '../market/iso-date.ts';
import { divide } from '../market/money.ts';

/** A rate of 100 % in the stored unit (percent with 4 decimals). */
const HUNDRED_PERCENT = 1_000_000n;

export type DebtCurrency = 'CLP' | 'UF';

export interface DebtTerms {
  folio: string;
  kind: 'rentaFija' | 'pacto';
  currency: DebtCurrency;
  /** Minor units of `currency` (pesos, or UF cents). */
  nominal: bigint;
  amount: bigint;
  /** Percent, 4 decimals: annual (renta fija) or monthly (pacto). */
  rate: bigint;
  couponMonths: number | null;
  startDate: IsoDate;
  maturityDate: IsoDate;
}

/**
 * Interest on `principal` for `days` at `rate`: renta fija simple base 365 on its annual rate,
 * a pacto simple base 30 on its monthly rate (chosen: the Chilean desks' usual quotes), half up.
 */
export function interest(terms: Pick<DebtTerms, 'kind' | 'rate'>, principal: bigint, days: number) {
  const base = terms.kind === 'pacto' ? 30n : 365n;
  return divide(principal * terms.rate * BigInt(days), HUNDRED_PERCENT * base, 'halfUp');
}

/** `months` after `date`, on the same day or the month's last when shorter (31 Jan -> 28 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return isoDate(year, month, Math.min(d, last));
}

/** The coupon dates strictly between the start and the maturity (the last is paid with it). */
export function couponDates(terms: DebtTerms): IsoDate[] {
  if (terms.couponMonths === null) return [];
  const dates: IsoDate[] = [];
  for (let k = 1; ; k++) {
    const date = addMonths(terms.startDate, k * terms.couponMonths);
    if (date >= terms.maturityDate) return dates;
    dates.push(date);
  }
}

/** The last payment date on or before `date`: the start or a coupon's. */
const lastPaymentOn = (terms: DebtTerms, date: IsoDate): IsoDate =>
  couponDates(terms)
    .filter((coupon) => coupon <= date)
    .reduce((_, coupon) => coupon, terms.startDate);

/**
 * What the position is worth on `date`, in its currency: what was paid plus the interest accrued
 * since the last payment (start or coupon), at most to the maturity.
 */
export function accruedValue(terms: DebtTerms, date: IsoDate): bigint {
  const until = date < terms.maturityDate ? date : terms.maturityDate;
  const from = lastPaymentOn(terms, until);
  return terms.amount + interest(terms, terms.amount, Math.max(0, daysBetween(from, until)));
}

export type DebtMovementType = 'compra' | 'cupon' | 'vencimiento' | 'inicio';

export interface DebtMovement {
  date: IsoDate;
  type: DebtMovementType;
  amount: bigint;
}

/**
 * The movements the terms produce up to `today`: the purchase (a pacto's start), each coupon paid
 * (the interest of its period) and the maturity's payment (the amount plus the last period's
 * interest), once its date has come.
 */
export function movementsUntil(terms: DebtTerms, today: IsoDate): DebtMovement[] {
  const moves: DebtMovement[] = [];
  if (terms.startDate > today) return moves;
  moves.push({
    date: terms.startDate,
    type: terms.kind === 'pacto' ? 'inicio' : 'compra',
    amount: terms.amount,
  });
  let from = terms.startDate;
  for (const coupon of couponDates(terms)) {
    if (coupon > today) return moves;
    moves.push({
      date: coupon,
      type: 'cupon',
      amount: interest(terms, terms.amount, daysBetween(from, coupon)),
    });
    from = coupon;
  }
  if (terms.maturityDate <= today) {
    moves.push({
      date: terms.maturityDate,
      type: 'vencimiento',
      amount: accruedValue(terms, terms.maturityDate),
    });
  }
  return moves;
}

/** The UF of `date` in pesos with 2 decimals (the market's seeded series). */
export function ufOn(date: IsoDate): bigint {
  const point = indicator('uf', date);
  if (!point) throw new RangeError(`Sin UF para ${date}`);
  return point.value;
}

/** An amount of `currency` in pesos: UF cents x the UF of `date` (2 decimals), half up. */
export function inPesos(amount: bigint, currency: DebtCurrency, date: IsoDate): bigint {
  return currency === 'CLP' ? amount : divide(amount * ufOn(date), 10_000n, 'halfUp');
}
