// PAC debits (spec 9: day 5 of each month): written when their day has come, the first time the
// owner's ledger is read on or after it, idempotent by PAC and month.
import { pac } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { businessDayOnOrAfter, nextBusinessDay } from '../market/calendar.ts';
import { isoDate, type IsoDate } from '../market/iso-date.ts';
import { subscriptionUnits, type Currency } from '../market/money.ts';
import { quotaValue } from '../market/prices.ts';
import { recordMovement } from './movement.ts';

/** The debit day of a month: the 5th, or the next business day when the 5th is not one. */
export const pacDebitDate = (year: number, month: number): IsoDate =>
  businessDayOnOrAfter(isoDate(year, month, pac.PAC_DEBIT_DAY));

/** The first debit strictly after `date` (a PAC signed on the 5th debits the next month). */
export function firstDebitAfter(date: IsoDate): IsoDate {
  let [year, month] = date.split('-').map(Number) as [number, number];
  for (;;) {
    const debit = pacDebitDate(year, month);
    if (debit > date) return debit;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** The debit of the month after `debit`'s. */
function followingDebit(debit: IsoDate): IsoDate {
  const [year, month] = debit.split('-').map(Number) as [number, number];
  return month === 12 ? pacDebitDate(year + 1, 1) : pacDebitDate(year, month + 1);
}

/** Owners and days already brought up to date by this process (a hint: the keys decide). */
const checked = new Map<string, true>();
const MAX_CHECKED = 5_000;

interface DueRow {
  id: string;
  account_id: number;
  instrument_id: string;
  amount: string;
  currency: Currency;
  next_debit: string;
  debits: number;
  acted_by: string;
}

/** Writes every debit of the owner's PACs in force due on or before `today`. */
export async function applyDuePacDebits(
  db: Database,
  ownerRut: string,
  today: IsoDate,
): Promise<void> {
  const key = `${ownerRut}|${today}`;
  if (checked.has(key)) return;
  const [due] = await db.query(
    `SELECT 1 AS due FROM pac_mandates
     WHERE owner_rut = $1 AND status = 'vigente' AND next_debit <= $2::date LIMIT 1`,
    [ownerRut, today],
  );
  if (due) {
    await db.transaction(async (tx) => {
      const rows = await tx.query<DueRow>(
        `SELECT id::text AS id, account_id, instrument_id, amount::text AS amount, currency,
                to_char(next_debit, 'YYYY-MM-DD') AS next_debit, debits, acted_by
         FROM pac_mandates
         WHERE owner_rut = $1 AND status = 'vigente' AND next_debit <= $2::date FOR UPDATE`,
        [ownerRut, today],
      );
      for (const row of rows) {
        let debit = row.next_debit;
        let debits = row.debits;
        const amount = BigInt(row.amount);
        while (debit <= today) {
          const price = quotaValue(row.instrument_id, debit) as bigint;
          await recordMovement(tx, {
            accountId: row.account_id,
            instrumentId: row.instrument_id,
            kind: 'aporte',
            tradeDate: debit,
            // Units are confirmed with the quota value of the debit day, the next business day.
            settlementDate: nextBusinessDay(debit),
            units: subscriptionUnits(amount, row.currency, price),
            price,
            amount,
            currency: row.currency,
            status: 'en_transito',
            idempotencyKey: `op:${ownerRut}:pac:${row.id}:${debit.slice(0, 7)}`,
            actedBy: row.acted_by,
            // Made on its day, before the cut-off (the bank debits in the morning).
            createdAt: Date.parse(`${debit}T09:00:00-03:00`),
          });
          debits += 1;
          debit = followingDebit(debit);
        }
        await tx.query('UPDATE pac_mandates SET next_debit = $2::date, debits = $3 WHERE id = $1', [
          row.id,
          debit,
          debits,
        ]);
      }
    });
  }
  if (checked.size >= MAX_CHECKED) checked.clear();
  checked.set(key, true);
}
