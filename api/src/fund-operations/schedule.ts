// When an order placed now is processed: its fund's cut-off and the banking calendar decide.
import { isBusinessDay, nextBusinessDay } from '../market/calendar.ts';
import { marketDate, marketTime } from '../market/clock.ts';
import type { IsoDate } from '../market/iso-date.ts';

/** Spec 9: a bank transfer for an investment must occur before 14:00. */
export const TRANSFER_DEADLINE = '14:00';

export interface OrderSchedule {
  /** The business day the order is processed on. */
  tradeDate: IsoDate;
  /** After the cut-off or on a non-business day: the next business day (spec 8's notice). */
  outOfHours: boolean;
  /** The cut-off that applied, HH:mm Santiago. */
  cutOffTime: string;
}

/** The earlier of two HH:mm times. */
export const earlier = (a: string, b: string) => (a <= b ? a : b);

/**
 * An order placed at `now` against `cutOffTime`: today while it is a business day and the time
 * is before the cut-off (13:59 yes, 14:00 no), otherwise the next banking business day.
 */
export function orderSchedule(now: number, cutOffTime: string): OrderSchedule {
  const today = marketDate(now);
  if (isBusinessDay(today) && marketTime(now) < cutOffTime) {
    return { tradeDate: today, outOfHours: false, cutOffTime };
  }
  return { tradeDate: nextBusinessDay(today), outOfHours: true, cutOffTime };
}
