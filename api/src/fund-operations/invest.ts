// An investment (subscription): the rules the confirm step shows and the server re-checks, and
// the movements it records (DOMAIN.md "Operations that move money").
import type { fundOperations } from '@inversiones/contract';
import { formatCurrency } from '@inversiones/es-cl';
import type { Queryable } from '../db/database.ts';
import { findAccount, listAccounts, type LedgerAccount } from '../ledger/accounts.ts';
import { cashInstrumentId, instrumentPrice, UNIT_PRICE } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { nextBusinessDay } from '../market/calendar.ts';
import { findSeries, type Fund, type FundSeries } from '../market/catalogue.ts';
import { marketDate } from '../market/clock.ts';
import {
  currencyDecimals,
  parseDecimal,
  rescale,
  subscriptionUnits,
  toWireNumber,
  type Currency,
} from '../market/money.ts';
import { quotaValue } from '../market/prices.ts';
import { ApiError } from '../platform/http.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { availableUnits } from './available.ts';
import { operationMessages as m } from './messages.ts';
import { movementKey, type Actor, type Performed } from './operations.ts';
import { recordedVoucher } from './vouchers.ts';
import { currentProfile, profileFit } from './profile-fit.ts';
import { earlier, orderSchedule, TRANSFER_DEADLINE } from './schedule.ts';

/**
 * The most one order may move from the portal, per currency (minor units); larger amounts go
 * through the executive, as Chilean fund managers cap web orders.
 */
export const MAX_ORDER: Readonly<Record<Currency, bigint>> = {
  CLP: 500_000_000n,
  USD: 50_000_000n,
  EUR: 50_000_000n,
};

export const money = (minor: bigint, currency: Currency) =>
  formatCurrency(toWireNumber(minor, currencyDecimals[currency]), currency);

/** A wire amount (at most 2 decimals) as minor units of `currency`; 400 if it has more. */
export function minorUnits(amount: number, currency: Currency): bigint {
  try {
    return parseDecimal(String(amount), currencyDecimals[currency]);
  } catch {
    throw new ApiError(400, m.decimals(currencyDecimals[currency]), ['amount']);
  }
}

/** The fund series of a request (404 when unknown). */
export function seriesOfRequest(fundId: string, seriesId: string) {
  const found = findSeries(`${fundId}-${seriesId}`);
  if (!found) throw new ApiError(404, m.fundNotFound);
  return found;
}

/** The profile's mutual fund account of a request (404 for an unknown or another's). */
export async function fundAccount(db: Queryable, ownerRut: string, accountId: string) {
  const account = await findAccount(db, ownerRut, accountId);
  if (account?.product !== 'ffmm') throw new ApiError(404, m.accountNotFound, ['accountId']);
  return account;
}

/** The owner's current account in `currency`, if any. */
export async function currentAccount(db: Queryable, ownerRut: string, currency: Currency) {
  const accounts = await listAccounts(db, ownerRut, 'ccm');
  return accounts.find((a) => a.currency === currency);
}

/** Cash units (4 decimals) as minor units of `currency` (cash is worth 1.0000 a unit). */
export const cashMinor = (units: bigint, currency: Currency) =>
  rescale(units, 4, currencyDecimals[currency], 'truncate');

/** The series' last quota value as the screens show it (today's close). */
export function lastQuota(series: FundSeries, today: string) {
  const point = instrumentPrice(series.id, today);
  if (!point) throw new ApiError(422, m.investDisabled);
  return point;
}

interface InvestPlan {
  quote: fundOperations.InvestQuote;
  fund: Fund;
  series: FundSeries;
  account: LedgerAccount;
  amount: bigint;
  /** The current account that pays, for `saldoCcm`. */
  payer?: LedgerAccount;
}

/**
 * Checks an investment against every rule (enablement, APV series, decimals, maximum, minimum,
 * the CCM balance) and answers what will happen. The profile fit is reported, not enforced:
 * the confirmation enforces it, after the client saw it.
 */
export async function planInvestment(
  db: Queryable,
  ownerRut: string,
  request: fundOperations.InvestRequest,
  now: number,
): Promise<InvestPlan> {
  const { fund, series } = seriesOfRequest(request.fundId, request.seriesId);
  const account = await fundAccount(db, ownerRut, request.accountId);
  if (!fund.investEnabled || !series.investEnabled) throw new ApiError(422, m.investDisabled);
  if (series.apvOnly) throw new ApiError(422, m.apvOnly);
  const currency = fund.currency;
  // The payment buttons move pesos only.
  if (request.paymentWay === 'botonPago' && currency !== 'CLP') {
    throw new ApiError(422, m.payButtonPesosOnly, ['paymentWay']);
  }
  const amount = minorUnits(request.amount, currency);
  if (amount > MAX_ORDER[currency]) {
    throw new ApiError(422, m.overMaximum(money(MAX_ORDER[currency], currency)), ['amount']);
  }
  const today = marketDate(now);
  const held = await availableUnits(db, account.id, series.id, today);
  const minimum = held.everHeld ? series.minimumAdditional : series.minimumInitial;
  if (amount < minimum)
    throw new ApiError(422, m.belowMinimum(money(minimum, currency)), ['amount']);

  let payer: LedgerAccount | undefined;
  if (request.paymentWay === 'saldoCcm') {
    payer = await currentAccount(db, ownerRut, currency);
    if (!payer) throw new ApiError(422, m.noCurrentAccount, ['paymentWay']);
    const cash = await availableUnits(db, payer.id, cashInstrumentId(currency), today);
    if (cashMinor(cash.units, currency) < amount) {
      throw new ApiError(
        422,
        cash.reducedByAfterHours ? `${m.noBalance}. ${m.afterHoursReduce}` : m.noBalance,
        ['amount'],
      );
    }
  }

  // A transfer must reach the manager before 14:00 (spec 9), whatever the fund's cut-off.
  const cutOff =
    request.paymentWay === 'transferencia' ? earlier(fund.cutOff, TRANSFER_DEADLINE) : fund.cutOff;
  const schedule = orderSchedule(now, cutOff);
  const last = lastQuota(series, today);
  const fit = profileFit(await currentProfile(db, ownerRut), fund.riskLevel);
  return {
    fund,
    series,
    account,
    amount,
    payer,
    quote: {
      fundId: fund.id,
      fundName: fund.name,
      seriesId: series.code,
      accountId: account.number,
      amount: wireMoney(amount, currency),
      paymentWay: request.paymentWay,
      quotaValue: toWireNumber(last.price, 4),
      quotaDate: last.date,
      estimatedUnits: toWireNumber(subscriptionUnits(amount, currency, last.price), 4),
      minimum: wireMoney(minimum, currency),
      profileFit: fit,
      tradeDate: schedule.tradeDate,
      // Units are confirmed when the trade date's quota value is published, the next business day.
      settlementDate: nextBusinessDay(schedule.tradeDate),
      outOfHours: schedule.outOfHours,
      cutOffTime: schedule.cutOffTime,
    },
  };
}

export const PAYMENT_WAY_NAMES: Readonly<Record<fundOperations.PaymentWay, string>> = {
  transferencia: 'Transferencia bancaria',
  saldoCcm: 'Saldo en cuenta corriente',
  botonPago: 'Botón de pago',
};

/** The investment, in the transaction `runOperation` opened: the rules again, then the ledger. */
export async function invest(
  db: Queryable,
  actor: Actor,
  key: string,
  request: fundOperations.InvestRequest,
  now: number,
): Promise<Performed<fundOperations.Voucher>> {
  // A payment button's investment is made when the bank approves the payment (pay-buttons).
  if (request.paymentWay === 'botonPago') throw new ApiError(422, m.payButtonConfirm);
  const plan = await planInvestment(db, actor.ownerRut, request, now);
  const { quote, fund, series, account, amount, payer } = plan;
  if (!quote.profileFit.fits && !request.acceptsProfileMismatch) {
    const fit = quote.profileFit;
    throw new ApiError(422, m.profileMismatch(fit.fundRiskLevel, fit.profile, fit.maxRiskLevel), [
      'acceptsProfileMismatch',
    ]);
  }
  const currency = fund.currency;
  const price = quotaValue(series.id, quote.tradeDate) as bigint;
  const units = subscriptionUnits(amount, currency, price);
  const { folio } = await recordMovement(db, {
    accountId: account.id,
    instrumentId: series.id,
    kind: 'aporte',
    tradeDate: quote.tradeDate,
    settlementDate: quote.settlementDate,
    units,
    price,
    amount,
    currency,
    status: 'en_transito',
    idempotencyKey: movementKey(actor, key),
    actedBy: actor.actedBy,
    createdAt: now,
  });
  if (payer) {
    const cashUnits = rescale(amount, currencyDecimals[currency], 4, 'truncate');
    await recordMovement(db, {
      accountId: payer.id,
      instrumentId: cashInstrumentId(currency),
      kind: 'cargo',
      tradeDate: quote.tradeDate,
      settlementDate: quote.tradeDate,
      units: -cashUnits,
      price: UNIT_PRICE,
      amount,
      currency,
      status: 'liquidado',
      idempotencyKey: movementKey(actor, key, 'cargo'),
      actedBy: actor.actedBy,
      createdAt: now,
    });
  }
  const voucher = recordedVoucher('aporte', folio, now, quote, {
    amount: quote.amount,
    units: quote.estimatedUnits,
    paymentWay: PAYMENT_WAY_NAMES[request.paymentWay],
    acceptedProfileMismatch: !quote.profileFit.fits,
  });

  return {
    folio,
    details: {
      fundId: fund.id,
      seriesId: series.code,
      accountId: account.number,
      amount: quote.amount,
      paymentWay: request.paymentWay,
      payerAccount: payer?.number ?? null,
      tradeDate: quote.tradeDate,
      outOfHours: quote.outOfHours,
      // The profile fit as the client saw it, and whether they accepted investing above it.
      profileFit: quote.profileFit,
      acceptedProfileMismatch: !quote.profileFit.fits,
    },
    response: voucher,
  };
}
