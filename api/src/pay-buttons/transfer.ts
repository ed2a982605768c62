// The current-account transfer (spec 7): money out of a current account to a bank account the
// client registered, in the same currency; the 14:00 rule decides the day it leaves (spec 9).
import { bankAccountText, type payButtons as contract } from '@inversiones/contract';
import type { Queryable } from '../db/database.ts';
import { findAccount } from '../ledger/accounts.ts';
import { cashInstrumentId, UNIT_PRICE } from '../ledger/instruments.ts';
import { recordMovement } from '../ledger/movement.ts';
import { marketDate } from '../market/clock.ts';
import { currencyDecimals, rescale, type Currency } from '../market/money.ts';
import { ApiError } from '../platform/http.ts';
import { readWizardData } from '../wizard/wizard-data.ts';
import { banks } from '../banks/routes.ts';
import { availableUnits } from '../fund-operations/available.ts';
import { cashMinor, minorUnits } from '../fund-operations/invest.ts';
import { operationMessages } from '../fund-operations/messages.ts';
import { movementKey, type Actor, type Performed } from '../fund-operations/operations.ts';
import { orderSchedule, TRANSFER_DEADLINE } from '../fund-operations/schedule.ts';
import { payButtonMessages as m } from './messages.ts';

/** Where the client's bank accounts are kept: the bank-accounts wizard's list. */
const BANK_ACCOUNTS = { wizardId: 'CUENTASBANCARIASCLIENTE', key: 'cuentasBancariasCliente' };
const TYPES: Record<string, string> = {
  '1': 'Cuenta corriente',
  '2': 'Cuenta vista',
  '3': 'Cuenta de ahorro',
};

/** The client's registered bank accounts, numbered by their place in the list. */
export async function registeredBankAccounts(
  db: Queryable,
  ownerRut: string,
): Promise<contract.RegisteredBankAccount[]> {
  const stored = await readWizardData(db, {
    rut: ownerRut,
    context: 'base',
    wizardId: BANK_ACCOUNTS.wizardId,
  });
  const list = stored?.jsonData[BANK_ACCOUNTS.key];
  if (!Array.isArray(list)) return [];
  return list.slice(0, 10).flatMap((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const digits = bankAccountText(record.CuentaBancaria).replace(/\D/g, '');
    if (!digits) return [];
    const code = bankAccountText(record.Banco);
    return [
      {
        id: String(index),
        bankName:
          banks.find((b) => b.Codigo === code)?.Nombre ??
          (bankAccountText(record.DescBanco) || code),
        type: TYPES[bankAccountText(record.IdTipoCtaBanc)] ?? 'Cuenta bancaria',
        currency: bankAccountText(record.IdMoneda) === '2' ? ('USD' as const) : ('CLP' as const),
        maskedNumber: `•••• ${digits.slice(-4)}`,
      },
    ];
  });
}

/** The transfer (in the transaction `runOperation` opened): the rules, then a debit. */
export async function transferOut(
  db: Queryable,
  actor: Actor,
  key: string,
  request: { accountId: string; bankAccountId: string; amount: number },
  now: number,
): Promise<Performed<contract.TransferResponse>> {
  const account = await findAccount(db, actor.ownerRut, request.accountId);
  if (account?.product !== 'ccm') throw new ApiError(404, m.currentAccountNotFound, ['accountId']);
  const currency = account.currency as Currency;
  const bankAccount = (await registeredBankAccounts(db, actor.ownerRut)).find(
    (b) => b.id === request.bankAccountId,
  );
  if (!bankAccount) throw new ApiError(404, m.bankAccountNotFound, ['bankAccountId']);
  if (bankAccount.currency !== currency) {
    throw new ApiError(422, m.bankAccountCurrency, ['bankAccountId']);
  }
  const amount = minorUnits(request.amount, currency);
  const today = marketDate(now);
  const cash = await availableUnits(db, account.id, cashInstrumentId(currency), today);
  if (cashMinor(cash.units, currency) < amount) {
    throw new ApiError(422, operationMessages.noBalance, ['amount']);
  }
  // Spec 9: a bank transfer leaves today only when asked before 14:00 on a business day.
  const schedule = orderSchedule(now, TRANSFER_DEADLINE);
  const { folio } = await recordMovement(db, {
    accountId: account.id,
    instrumentId: cashInstrumentId(currency),
    kind: 'cargo',
    tradeDate: schedule.tradeDate,
    settlementDate: schedule.tradeDate,
    units: -rescale(amount, currencyDecimals[currency], 4, 'truncate'),
    price: UNIT_PRICE,
    amount,
    currency,
    status: schedule.outOfHours ? 'en_transito' : 'liquidado',
    idempotencyKey: movementKey(actor, key, 'transferencia'),
    actedBy: actor.actedBy,
    createdAt: now,
  });
  return {
    folio,
    details: { accountId: account.number, bankAccount, amount: request.amount },
    response: {
      folio: folio.toString(),
      accountId: account.number,
      bankAccount,
      amount: { amount: request.amount, currency },
      tradeDate: schedule.tradeDate,
      outOfHours: schedule.outOfHours,
      createdAt: new Date(now).toISOString(),
    },
  };
}
