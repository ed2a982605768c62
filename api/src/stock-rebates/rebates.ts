// Devolución de comisiones (contract REBATE_PROGRAM, chosen): a calendar month whose filled share
// orders paid at least the threshold in commissions earns back a share of them, paid into the
// current account in pesos on the first business day of the next month. Written the first time
// the owner's stock data is read on or after that day, once per month (its movement's key).
import { stockRebates as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { cashInstrumentId } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { businessDayOnOrAfter } from '../market/calendar.ts';
import { marketDate, santiagoInstant } from '../market/clock.ts';
import { isoDate, type IsoDate } from '../market/iso-date.ts';
import { divide, rescale } from '../market/money.ts';

const THRESHOLD = BigInt(contract.REBATE_PROGRAM.threshold);
const RATE_BPS = BigInt(contract.REBATE_PROGRAM.rateBps);

/** A month's rebate key: one movement per owner and month, whatever reads it. */
export const rebateKey = (ownerRut: string, month: string) => `rebate:${ownerRut}:${month}`;

/** The first business day of the month after `month` ('YYYY-MM'): when its rebate is paid. */
export function rebatePayDate(month: string): IsoDate {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return businessDayOnOrAfter(
    number === 12 ? isoDate(year + 1, 1, 1) : isoDate(year, number + 1, 1),
  );
}

/** What a month's commissions earn back: the rate at or over the threshold, whole pesos half up. */
export const rebateOf = (commissions: bigint): bigint =>
  commissions >= THRESHOLD ? divide(commissions * RATE_BPS, 10_000n, 'halfUp') : 0n;

export interface MonthCommissions {
  commissions: bigint;
  orders: number;
}

/** The owner's filled orders' commissions, by the Santiago month of their fill. */
export async function monthlyCommissions(
  db: Queryable,
  ownerRut: string,
): Promise<Map<string, MonthCommissions>> {
  const rows = await db.query<{ filled_at: string; commission: string }>(
    `SELECT filled_at::text, fill->>'commission' AS commission FROM stock_orders
     WHERE owner_rut = $1 AND state = 'ejecutada' AND fill IS NOT NULL AND filled_at IS NOT NULL`,
    [ownerRut],
  );
  const months = new Map<string, MonthCommissions>();
  for (const row of rows) {
    const month = marketDate(Number(row.filled_at)).slice(0, 7);
    const sum = months.get(month) ?? { commissions: 0n, orders: 0 };
    months.set(month, {
      commissions: sum.commissions + BigInt(row.commission),
      orders: sum.orders + 1,
    });
  }
  return months;
}

/**
 * Writes the rebates of the months whose pay day is `today` or earlier. The caller holds the
 * owner's lock and has brought the orders up to date, so a past month's fills are all counted.
 */
export async function applyDueRebates(
  db: Queryable,
  current: { id: number } | undefined,
  today: IsoDate,
  ownerRut: string,
): Promise<void> {
  // Nowhere to pay them: the broker keeps them until the client opens a current account.
  if (!current) return;
  for (const [month, { commissions }] of await monthlyCommissions(db, ownerRut)) {
    const payDate = rebatePayDate(month);
    const amount = rebateOf(commissions);
    if (payDate > today || amount === 0n) continue;
    await recordMovement(db, {
      accountId: current.id,
      instrumentId: cashInstrumentId('CLP'),
      kind: 'abono',
      tradeDate: payDate,
      settlementDate: payDate,
      units: rescale(amount, 0, 4, 'truncate'),
      price: 10_000n,
      amount,
      currency: 'CLP',
      status: 'liquidado',
      idempotencyKey: rebateKey(ownerRut, month),
      // Nobody gave an order: the broker pays the program.
      actedBy: ownerRut,
      createdAt: santiagoInstant(payDate, '09:00'),
    });
  }
}
