// A PAC's debits as the ledger holds them, and what they are worth at the last quota value.
import type { pac as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { wireMoney, wirePercent } from '../funds/wire-money.ts';
import { instrumentPrice } from '../ledger/instruments.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { currencyDecimals, toWireNumber, unitsValue, type Currency } from '../market/money.ts';

export interface PacDebit {
  tradeDate: IsoDate;
  settlementDate: IsoDate;
  amount: bigint;
  units: bigint;
  price: bigint;
  /** Settled once its settlement date has come. */
  settled: boolean;
}

/** The PAC's debits so far, oldest first: the `aporte` movements keyed by the PAC. */
export async function pacDebits(
  db: Queryable,
  ownerRut: string,
  pac: { id: string; accountId: number; instrumentId: string },
  today: IsoDate,
): Promise<PacDebit[]> {
  const rows = await db.query<{
    trade_date: string;
    settlement_date: string;
    amount: string;
    units: string;
    price: string;
  }>(
    `SELECT to_char(trade_date, 'YYYY-MM-DD') AS trade_date,
            to_char(settlement_date, 'YYYY-MM-DD') AS settlement_date,
            amount::text AS amount, units::text AS units, price::text AS price
     FROM movements
     WHERE account_id = $1 AND instrument_id = $2 AND idempotency_key LIKE $3
       AND status <> 'anulado'
     ORDER BY trade_date, id`,
    [pac.accountId, pac.instrumentId, `op:${ownerRut}:pac:${pac.id}:%`],
  );
  return rows.map((row) => ({
    tradeDate: row.trade_date,
    settlementDate: row.settlement_date,
    amount: BigInt(row.amount),
    units: BigInt(row.units),
    price: BigInt(row.price),
    settled: row.settlement_date <= today,
  }));
}

/** The debits' sum, their units at the last quota value, the gain and its percentage. */
export function pacPerformance(
  pacId: string,
  instrumentId: string,
  currency: Currency,
  debits: readonly PacDebit[],
  today: IsoDate,
): contract.Performance {
  const contributed = debits.reduce((sum, d) => sum + d.amount, 0n);
  const units = debits.reduce((sum, d) => sum + d.units, 0n);
  const last = instrumentPrice(instrumentId, today) as { price: bigint; date: IsoDate };
  const value = unitsValue(units, last.price, currency);
  return {
    pacId,
    debits: debits.length,
    contributed: wireMoney(contributed, currency),
    units: toWireNumber(units, 4),
    quotaValue: toWireNumber(last.price, 4),
    quotaDate: last.date,
    value: wireMoney(value, currency),
    gain: {
      amount: toWireNumber(value - contributed, currencyDecimals[currency]),
      currency,
    },
    gainPercent: debits.length === 0 ? null : wirePercent(value - contributed, contributed),
  };
}
