// Mutual fund sub-accounts (spec 7): the client's fund accounts under their client number, and a
// new one opened with the client's name for it. Each is a ledger account of its own.
import { subAccounts as contract } from '@inversiones/contract';
import type { Database, Queryable } from '../db/database.ts';
import { accountBalanceOf, fundHoldingsAsOf } from '../funds/fund-holdings.ts';
import { findAccount, listAccounts, type LedgerAccount } from '../ledger/accounts.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { ApiError } from '../platform/http.ts';
import { operationMessages as m } from './messages.ts';
import type { Actor, Performed } from './operations.ts';

/** '100234-05' -> ['100234', 5]. */
const partsOf = (number: string): [string, number] => {
  const [client = '', suffix = '0'] = number.split('-');
  return [client, Number(suffix)];
};

const toSubAccount = (
  account: LedgerAccount,
  balance: ReturnType<typeof accountBalanceOf>,
): contract.SubAccount => ({
  ...balance,
  alias: account.alias,
  openedOn: account.openedOn,
});

/** The owner's fund sub-accounts with their balances today. */
export async function listSubAccounts(
  db: Database,
  ownerRut: string,
  today: IsoDate,
): Promise<contract.ListResponse> {
  const [all, holdings] = await Promise.all([
    listAccounts(db, ownerRut),
    fundHoldingsAsOf(db, ownerRut, today),
  ]);
  const funds = all.filter((a) => a.product === 'ffmm');
  return {
    date: today,
    clientNumber: all[0] ? partsOf(all[0].number)[0] : null,
    subAccounts: funds
      .slice(0, contract.MAX_SUB_ACCOUNTS)
      .map((account) => toSubAccount(account, accountBalanceOf(account, holdings))),
    maxSubAccounts: contract.MAX_SUB_ACCOUNTS,
  };
}

/**
 * Opens a fund sub-account: the client number's next free suffix, named by the client. Runs as
 * an operation (the owner's lock), so two at once never take the same number.
 */
export async function openSubAccount(
  db: Queryable,
  actor: Actor,
  alias: string,
  today: IsoDate,
): Promise<Performed<contract.SubAccount>> {
  const all = await listAccounts(db, actor.ownerRut);
  const funds = all.filter((a) => a.product === 'ffmm');
  if (!funds[0]) throw new ApiError(409, m.subAccountNeedsAccount);
  if (funds.length >= contract.MAX_SUB_ACCOUNTS) {
    throw new ApiError(409, m.subAccountTooMany(contract.MAX_SUB_ACCOUNTS));
  }
  const wanted = alias.toLocaleLowerCase('es-CL');
  if (all.some((a) => a.alias?.toLocaleLowerCase('es-CL') === wanted)) {
    throw new ApiError(409, m.subAccountAliasTaken, ['alias']);
  }
  const [client] = partsOf(funds[0].number);
  const next = Math.max(...all.map((a) => partsOf(a.number)[1])) + 1;
  if (next > 99) throw new ApiError(409, m.subAccountTooMany(contract.MAX_SUB_ACCOUNTS));
  const number = `${client}-${String(next).padStart(2, '0')}`;
  await db.query(
    `INSERT INTO ledger_accounts (number, owner_rut, product, opened_on, alias)
     VALUES ($1, $2, 'ffmm', $3::date, $4)`,
    [number, actor.ownerRut, today, alias],
  );
  const account = (await findAccount(db, actor.ownerRut, number)) as LedgerAccount;
  return {
    folio: null,
    details: { subAccount: number, alias },
    response: toSubAccount(account, accountBalanceOf(account, [])),
  };
}
