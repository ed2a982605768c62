// What the client can invest now (current-account cash) and what is on its way (redemptions due).
import type { Account, dashboard } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { Currency } from '../market/money.ts';
import { listAccounts } from '../ledger/accounts.ts';
import { cachedHoldingsAsOf } from '../ledger/cached-holdings.ts';
import { inTransitMovements } from '../ledger/movement-queries.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { toWireAccount } from './product-names.ts';

interface Row {
  account: Account;
  currency: Currency;
  available: bigint;
  inTransit: bigint;
}

/**
 * One row per current account (its cash) and per account and currency with redemptions traded
 * but not yet paid (their amounts, which reach the client on their settlement date).
 */
async function rows(db: Database, ownerRut: string, date: IsoDate): Promise<Row[]> {
  const [accounts, cash, transit] = await Promise.all([
    listAccounts(db, ownerRut),
    cachedHoldingsAsOf(db, ownerRut, date, { product: 'ccm' }),
    inTransitMovements(db, ownerRut, date),
  ]);
  const result: Row[] = [];
  for (const account of accounts) {
    const wire = toWireAccount(account);
    if (account.product === 'ccm' && account.currency) {
      const available = cash
        .filter((h) => h.accountNumber === account.number && h.currency === account.currency)
        .reduce((sum, h) => sum + h.value, 0n);
      result.push({ account: wire, currency: account.currency, available, inTransit: 0n });
      continue;
    }
    const due = new Map<Currency, bigint>();
    for (const m of transit) {
      if (m.accountNumber !== account.number || m.kind !== 'rescate') continue;
      due.set(m.currency, (due.get(m.currency) ?? 0n) + m.amount);
    }
    for (const [currency, amount] of due) {
      result.push({
        account: { ...wire, currency },
        currency,
        available: 0n,
        inTransit: amount,
      });
    }
  }
  return result;
}

const totals = (list: Row[], field: 'available' | 'inTransit') => {
  const sums = new Map<Currency, bigint>();
  for (const row of list) {
    if (field === 'inTransit' && row.inTransit === 0n) continue;
    sums.set(row.currency, (sums.get(row.currency) ?? 0n) + row[field]);
  }
  return [...sums].map(([currency, amount]) => wireMoney(amount, currency));
};

export async function investBalanceOf(
  db: Database,
  ownerRut: string,
  date: IsoDate,
): Promise<dashboard.InvestBalanceResponse> {
  const list = await rows(db, ownerRut, date);
  return {
    date,
    available: totals(
      list.filter((r) => r.account.product === 'ccm'),
      'available',
    ),
    inTransit: totals(list, 'inTransit'),
  };
}

export async function investDetailOf(
  db: Database,
  ownerRut: string,
  date: IsoDate,
): Promise<dashboard.InvestDetailResponse> {
  const list = await rows(db, ownerRut, date);
  return {
    date,
    accounts: list.map((r) => ({
      account: r.account,
      available: wireMoney(r.available, r.currency),
      inTransit: wireMoney(r.inTransit, r.currency),
    })),
  };
}
