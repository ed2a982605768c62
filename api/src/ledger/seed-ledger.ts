// Seeds the ledger: instruments from the catalogue, the demo accounts and their histories up to
// today. Idempotent: existing rows are kept (by id, number and idempotency key); a later today
// only adds what happened since.
import type { Database } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { demoAccounts, demoMovements } from './demo-ledger.ts';
import { instrumentRows } from './instruments.ts';
import { insertMovements } from './movement.ts';

export interface LedgerSeedResult {
  movementsInserted: number;
}

export async function seedLedger(db: Database, today: IsoDate): Promise<LedgerSeedResult> {
  const instruments = instrumentRows();
  await db.query(
    `INSERT INTO instruments (id, kind, name, currency, fund_id, series)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
    [
      instruments.map((i) => i.id),
      instruments.map((i) => i.kind),
      instruments.map((i) => i.name),
      instruments.map((i) => i.currency),
      instruments.map((i) => i.fundId),
      instruments.map((i) => i.series),
    ],
  );
  await db.query(
    `INSERT INTO ledger_accounts (number, owner_rut, product, regime, currency, opened_on)
     SELECT number, owner_rut, product, regime, currency, opened_on::date
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       AS a (number, owner_rut, product, regime, currency, opened_on)
     ON CONFLICT (number) DO NOTHING`,
    [
      demoAccounts.map((a) => a.number),
      demoAccounts.map((a) => a.ownerRut),
      demoAccounts.map((a) => a.product),
      demoAccounts.map((a) => a.regime),
      demoAccounts.map((a) => a.currency),
      demoAccounts.map((a) => a.openedOn),
    ],
  );
  const ids = new Map(
    (
      await db.query<{ id: number; number: string }>(
        'SELECT id, number FROM ledger_accounts WHERE number = ANY($1::text[])',
        [demoAccounts.map((a) => a.number)],
      )
    ).map((row) => [row.number, row.id]),
  );
  const movements = demoMovements(today).map(({ accountNumber, ...m }) => {
    const accountId = ids.get(accountNumber);
    if (accountId === undefined)
      throw new Error(`Cuenta de demostración sin crear: ${accountNumber}`);
    return { ...m, accountId };
  });
  return { movementsInserted: await insertMovements(db, movements) };
}
