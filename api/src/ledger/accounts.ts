// A client's accounts: every query is scoped by the owning rut (the profile the session acts as).
import type { Queryable } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { Currency } from '../market/money.ts';
import type { Product } from './demo-ledger.ts';

export interface LedgerAccount {
  id: number;
  number: string;
  ownerRut: string;
  product: Product;
  regime: 'A' | 'B' | null;
  currency: Currency | null;
  openedOn: IsoDate;
  /** The client's name for a sub-account they opened; null for the others. */
  alias: string | null;
}

interface AccountRow {
  id: number;
  number: string;
  owner_rut: string;
  product: Product;
  regime: 'A' | 'B' | null;
  currency: Currency | null;
  opened_on: string;
  alias: string | null;
}

const SELECT = `SELECT id, number, owner_rut, product, regime, currency,
  to_char(opened_on, 'YYYY-MM-DD') AS opened_on, alias FROM ledger_accounts`;

const toAccount = (row: AccountRow): LedgerAccount => ({
  id: row.id,
  number: row.number,
  ownerRut: row.owner_rut,
  product: row.product,
  regime: row.regime,
  currency: row.currency,
  openedOn: row.opened_on,
  alias: row.alias,
});

/** The accounts `ownerRut` owns, optionally of one product line, by number. */
export async function listAccounts(
  db: Queryable,
  ownerRut: string,
  product?: Product,
): Promise<LedgerAccount[]> {
  const rows = await db.query<AccountRow>(
    `${SELECT} WHERE owner_rut = $1 AND ($2::text IS NULL OR product = $2) ORDER BY number`,
    [ownerRut, product ?? null],
  );
  return rows.map(toAccount);
}

/** The account `number` when `ownerRut` owns it; undefined for another client's (no leak). */
export async function findAccount(
  db: Queryable,
  ownerRut: string,
  number: string,
): Promise<LedgerAccount | undefined> {
  const [row] = await db.query<AccountRow>(`${SELECT} WHERE owner_rut = $1 AND number = $2`, [
    ownerRut,
    number,
  ]);
  return row && toAccount(row);
}
