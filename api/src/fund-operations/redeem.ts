// A redemption (rescate): what may be redeemed, where the money goes, the rules the confirm step
// shows and the server re-checks, and the movements it records.
import type { fundOperations } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { listAccounts, type LedgerAccount } from '../ledger/accounts.ts';
import { cashInstrumentId, UNIT_PRICE } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { addBusinessDays } from '../market/calendar.ts';
import { findSeries, type Fund, type FundSeries } from '../market/catalogue.ts';
import { marketDate } from '../market/clock.ts';
import {
  currencyDecimals,
  parseDecimal,
  rescale,
  subscriptionUnits,
  toWireNumber,
  unitsValue,
  type Currency,
} from '../market/money.ts';
import { quotaValue } from '../market/prices.ts';
import { ApiError } from '../platform/http.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { availableUnits, type Available } from './available.ts';
import { fundAccount, lastQuota, minorUnits, seriesOfRequest } from './invest.ts';
import { operationMessages as m } from './messages.ts';
import { movementKey, type Actor, type Performed } from './operations.ts';
import { recordedVoucher } from './vouchers.ts';
import { orderSchedule } from './schedule.ts';

/** The bank account the client registered with the firm: pesos leave the firm to it. */
export const BANK_DESTINATION = 'BANCO';

/**
 * What a partial redemption may take: the available value less the series' minimum investment,
 * which must stay invested; more than that is a total redemption.
 */
export const partialLimitOf = (availableValue: bigint, series: FundSeries) =>
  availableValue > series.minimumInitial ? availableValue - series.minimumInitial : 0n;

type Destination = fundOperations.RedeemQuote['destination'] & {
  /** The current account credited on the payment date; none for the bank account. */
  account?: LedgerAccount;
};

/** Where the owner's redemptions may go: their current accounts, and the bank account (pesos). */
export async function destinations(db: Queryable, ownerRut: string): Promise<Destination[]> {
  const current = await listAccounts(db, ownerRut, 'ccm');
  return [
    ...current.map((account) => ({
      id: account.number,
      name: `Cuenta corriente ${account.currency === 'USD' ? 'en dólares' : 'en pesos'} N° ${account.number}`,
      currency: account.currency as Currency,
      account,
    })),
    { id: BANK_DESTINATION, name: 'Cuenta bancaria registrada', currency: 'CLP' as const },
  ];
}

interface HoldingRow {
  number: string;
  instrument_id: string;
  units: string;
  reduced: boolean | null;
}

/** Every fund holding of the owner's fund accounts with units today, and what is free of it. */
export async function redeemableHoldings(
  db: Queryable,
  ownerRut: string,
  now: number,
): Promise<fundOperations.Redeemable[]> {
  const today = marketDate(now);
  const rows = await db.query<HoldingRow>(
    `SELECT a.number, m.instrument_id,
            COALESCE(SUM(m.units) FILTER (WHERE m.trade_date <= $2::date OR m.units < 0), 0)::text AS units,
            bool_or(m.trade_date > $2::date AND m.units < 0) AS reduced
     FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
     JOIN instruments i ON i.id = m.instrument_id
     WHERE a.owner_rut = $1 AND a.product = 'ffmm' AND i.kind = 'fondo' AND m.status <> 'anulado'
     GROUP BY a.number, m.instrument_id
     HAVING COALESCE(SUM(m.units) FILTER (WHERE m.trade_date <= $2::date), 0) > 0
     ORDER BY a.number, m.instrument_id`,
    [ownerRut, today],
  );
  return rows.flatMap((row) => {
    const found = findSeries(row.instrument_id);
    if (!found) return [];
    const { fund, series } = found;
    const units = BigInt(row.units) > 0n ? BigInt(row.units) : 0n;
    const last = lastQuota(series, today);
    const value = unitsValue(units, last.price, fund.currency);
    return [
      {
        fundId: fund.id,
        fundName: fund.name,
        seriesId: series.code,
        accountId: row.number,
        currency: fund.currency,
        availableUnits: toWireNumber(units, 4),
        quotaValue: toWireNumber(last.price, 4),
        quotaDate: last.date,
        availableValue: wireMoney(value, fund.currency),
        partialLimit: wireMoney(partialLimitOf(value, series), fund.currency),
        redeemEnabled: fund.redeemEnabled && series.redeemEnabled,
        settlementDays: fund.redemptionLagDays,
        afterHoursNotice: row.reduced === true,
      },
    ];
  });
}

/** The units that pay at least `amount` at `price` (units x price rounds to the amount or more). */
function unitsFor(amount: bigint, currency: Currency, price: bigint): bigint {
  const units = subscriptionUnits(amount, currency, price);
  return unitsValue(units, price, currency) < amount ? units + 1n : units;
}

interface RedeemPlan {
  quote: fundOperations.RedeemQuote;
  fund: Fund;
  series: FundSeries;
  account: LedgerAccount;
  units: bigint;
  destination: Destination;
}

const refuseEmpty = (available: Available): never => {
  if (!available.everHeld || !available.reducedByAfterHours) {
    throw new ApiError(422, m.clientHasNoBalance);
  }
  throw new ApiError(422, `${m.noBalance}. ${m.afterHoursReduce}`);
};

/** Checks a redemption against every rule and answers what the client receives and when. */
export async function planRedemption(
  db: Queryable,
  ownerRut: string,
  request: fundOperations.RedeemRequest,
  now: number,
): Promise<RedeemPlan> {
  const { fund, series } = seriesOfRequest(request.fundId, request.seriesId);
  const account = await fundAccount(db, ownerRut, request.accountId);
  if (!fund.redeemEnabled || !series.redeemEnabled) throw new ApiError(422, m.redeemDisabled);
  const destination = (await destinations(db, ownerRut)).find(
    (d) => d.id === request.destinationId && d.currency === fund.currency,
  );
  if (!destination) throw new ApiError(404, m.destinationNotFound, ['destinationId']);

  const today = marketDate(now);
  const available = await availableUnits(db, account.id, series.id, today);
  if (available.units <= 0n) refuseEmpty(available);
  const last = lastQuota(series, today);
  const currency = fund.currency;
  const limit = partialLimitOf(unitsValue(available.units, last.price, currency), series);
  const overLimit = (): never => {
    throw new ApiError(
      422,
      available.reducedByAfterHours ? `${m.partialLimit} ${m.afterHoursReduce}` : m.partialLimit,
      [request.mode === 'cuotas' ? 'units' : 'amount'],
    );
  };

  let units: bigint;
  if (request.mode === 'total') {
    units = available.units;
  } else if (request.mode === 'cuotas') {
    units = parseDecimal(String(request.units), 4);
    if (unitsValue(units, last.price, currency) > limit || units > available.units) overLimit();
  } else {
    const amount = minorUnits(request.amount as number, currency);
    if (amount > limit) overLimit();
    units = unitsFor(amount, currency, last.price);
  }
  if (units <= 0n) throw new ApiError(422, m.nothingToRedeem, ['units']);

  const schedule = orderSchedule(now, fund.cutOff);
  const { account: _credited, ...shown } = destination;
  return {
    fund,
    series,
    account,
    units,
    destination,
    quote: {
      fundId: fund.id,
      fundName: fund.name,
      seriesId: series.code,
      accountId: account.number,
      mode: request.mode,
      units: toWireNumber(units, 4),
      quotaValue: toWireNumber(last.price, 4),
      quotaDate: last.date,
      estimatedAmount: wireMoney(unitsValue(units, last.price, currency), currency),
      destination: shown,
      tradeDate: schedule.tradeDate,
      // T+n business days after the trade date (the fund's rules of procedure).
      settlementDate: addBusinessDays(schedule.tradeDate, fund.redemptionLagDays),
      outOfHours: schedule.outOfHours,
      cutOffTime: schedule.cutOffTime,
    },
  };
}

/** The redemption, in the transaction `runOperation` opened: the rules again, then the ledger. */
export async function redeem(
  db: Queryable,
  actor: Actor,
  key: string,
  request: fundOperations.RedeemRequest,
  now: number,
): Promise<Performed<fundOperations.Voucher>> {
  const { quote, fund, series, account, units, destination } = await planRedemption(
    db,
    actor.ownerRut,
    request,
    now,
  );
  const currency = fund.currency;
  const price = quotaValue(series.id, quote.tradeDate) as bigint;
  const amount = unitsValue(units, price, currency);
  const { folio } = await recordMovement(db, {
    accountId: account.id,
    instrumentId: series.id,
    kind: 'rescate',
    tradeDate: quote.tradeDate,
    settlementDate: quote.settlementDate,
    units: -units,
    price,
    amount,
    currency,
    status: 'en_transito',
    idempotencyKey: movementKey(actor, key),
    actedBy: actor.actedBy,
    createdAt: now,
  });
  if (destination.account) {
    // The current account receives the money on the payment date.
    await recordMovement(db, {
      accountId: destination.account.id,
      instrumentId: cashInstrumentId(currency),
      kind: 'abono',
      tradeDate: quote.settlementDate,
      settlementDate: quote.settlementDate,
      units: rescale(amount, currencyDecimals[currency], 4, 'truncate'),
      price: UNIT_PRICE,
      amount,
      currency,
      status: 'en_transito',
      idempotencyKey: movementKey(actor, key, 'abono'),
      actedBy: actor.actedBy,
      createdAt: now,
    });
  }
  const voucher = recordedVoucher('rescate', folio, now, quote, {
    amount: quote.estimatedAmount,
    units: quote.units,
    paymentWay: quote.destination.name,
    acceptedProfileMismatch: false,
  });

  return {
    folio,
    details: {
      fundId: fund.id,
      seriesId: series.code,
      accountId: account.number,
      mode: request.mode,
      units: quote.units,
      destination: destination.id,
      tradeDate: quote.tradeDate,
      outOfHours: quote.outOfHours,
    },
    response: voucher,
  };
}
