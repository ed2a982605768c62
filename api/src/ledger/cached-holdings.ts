// Holdings reused while the database says the owner's movements are unchanged: each read first
// fetches the accounts' versions (bumped by every movement write, migration 0009), so a balance
// is never served stale, whichever instance or process wrote the movement.
import type { Database } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { Product } from './demo-ledger.ts';
import { holdingsAsOf, type Holding, type HoldingsFilter } from './holdings.ts';
import { applyDuePacDebits } from './pac-debits.ts';

/** Entries per database: a few thousand clients' days, a few MB at most. */
const MAX_ENTRIES = 2_000;

interface Entry {
  version: string;
  holdings: readonly Holding[];
}

const caches = new WeakMap<Database, Map<string, Entry>>();

/** The owner's accounts and their movement versions, as one comparable text, and their products. */
async function versionOf(
  db: Database,
  ownerRut: string,
): Promise<{ version: string; products: Set<Product> }> {
  const [row] = await db.query<{ version: string | null; products: Product[] | null }>(
    `SELECT string_agg(id::text || ':' || movements_version::text, ',' ORDER BY id) AS version,
            array_agg(DISTINCT product) AS products
     FROM ledger_accounts WHERE owner_rut = $1`,
    [ownerRut],
  );
  return { version: row?.version ?? '', products: new Set(row?.products ?? []) };
}

/** `holdingsAsOf`, reused for the same owner and date until one of their accounts moves. */
export async function cachedHoldingsAsOf(
  db: Database,
  ownerRut: string,
  date: IsoDate,
  filter: HoldingsFilter = {},
): Promise<Holding[]> {
  const [holdings = []] = await cachedHoldingsOn(db, ownerRut, [date]);
  return holdings.filter(
    (h) =>
      (filter.accountNumber === undefined || h.accountNumber === filter.accountNumber) &&
      (filter.product === undefined || h.product === filter.product),
  );
}

/**
 * The owner's holdings on each of `dates` (in order), checked against one read of the accounts'
 * versions: a call that needs two days (today and the previous close) costs one query, not two.
 */
export async function cachedHoldingsOn(
  db: Database,
  ownerRut: string,
  dates: readonly IsoDate[],
): Promise<(readonly Holding[])[]> {
  return (await cachedLedgerOn(db, ownerRut, dates)).holdings;
}

/** `cachedHoldingsOn`, with the product lines the owner has accounts in (from the same read). */
export async function cachedLedgerOn(
  db: Database,
  ownerRut: string,
  dates: readonly IsoDate[],
): Promise<{ holdings: (readonly Holding[])[]; products: ReadonlySet<Product> }> {
  // PAC debits due by the latest date asked for are written first (once a day per owner).
  const latest = dates.reduce((max, date) => (date > max ? date : max), dates[0] ?? '');
  if (latest) await applyDuePacDebits(db, ownerRut, latest);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  // The version is read before the holdings: a write landing in between makes the entry older
  // than its data, never newer, so the next read recomputes.
  const { version, products } = await versionOf(db, ownerRut);
  const result: (readonly Holding[])[] = [];
  for (const date of dates) {
    const key = `${ownerRut}|${date}`;
    let entry = cache.get(key);
    if (entry?.version !== version) {
      entry = { version, holdings: await holdingsAsOf(db, ownerRut, date) };
    }
    // Most recently used last; the oldest goes first when full.
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    result.push(entry.holdings);
  }
  return { holdings: result, products };
}
