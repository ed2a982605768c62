import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../test-support/test-db.ts';
import { demoCompanies } from './demo-companies.ts';
import { seedCompanies } from './seed-companies.ts';
import { setSignatories, signContract } from './signing.ts';

// Signing on the database the environment names: run it on PostgreSQL
// (`node api/scripts/with-postgres.mjs ...`) for the parallel signatures to really race.
const PACIFICO = '77123456-9';
const RODRIGO = '15432198-5';
const PATRICIA = '10987654-2';
const ANDRES = '13246857-5';
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seedCompanies(db, demoCompanies);
});
afterAll(() => db.close());

async function freshRound(signers: string[]) {
  await db.query('DELETE FROM company_contract_signatures');
  await db.query(
    `UPDATE company_contracts SET signers = '{}', signature_count = 0, signed_at = NULL`,
  );
  expect(await setSignatories(db, PACIFICO, 'generalFondos', signers, 1)).toBe('ok');
}

const state = async () => {
  const [row] = await db.query<{ signed_at: string | null; signature_count: number }>(
    `SELECT signed_at, signature_count FROM company_contracts
     WHERE company_rut = $1 AND contract_type = 'generalFondos'`,
    [PACIFICO],
  );
  const signatures = await db.query<{ attorney_rut: string }>(
    'SELECT attorney_rut FROM company_contract_signatures ORDER BY attorney_rut',
  );
  return { ...row!, signatures: signatures.map((s) => s.attorney_rut) };
};

describe('parallel signatures', () => {
  it('attorneys signing at once never lose a signature, and the last completes the contract', async () => {
    for (let round = 0; round < 15; round++) {
      await freshRound([RODRIGO, PATRICIA, ANDRES]);
      const outcomes = await Promise.all(
        [RODRIGO, PATRICIA, ANDRES].map((rut) =>
          signContract(db, PACIFICO, 'generalFondos', rut, randomUUID(), 1000 + round),
        ),
      );
      expect(outcomes).toEqual(['signed', 'signed', 'signed']);
      const after = await state();
      expect(after.signatures).toEqual([PATRICIA, ANDRES, RODRIGO].sort());
      expect(Number(after.signature_count)).toBe(3);
      expect(after.signed_at).not.toBeNull();
    }
  });

  it('one authorization sent twice at once signs once', async () => {
    await freshRound([RODRIGO, PATRICIA]);
    const id = randomUUID();
    const outcomes = await Promise.all([
      signContract(db, PACIFICO, 'generalFondos', RODRIGO, id, 5),
      signContract(db, PACIFICO, 'generalFondos', RODRIGO, id, 5),
    ]);
    expect(outcomes.sort()).toEqual(['repeat', 'signed']);
    const after = await state();
    expect(after.signatures).toEqual([RODRIGO]);
    expect(Number(after.signature_count)).toBe(1);
    expect(after.signed_at).toBeNull();
  });

  it('a new signature set racing a signature never discards it', async () => {
    for (let round = 0; round < 10; round++) {
      await freshRound([RODRIGO, PATRICIA]);
      const [signed, reset] = await Promise.all([
        signContract(db, PACIFICO, 'generalFondos', RODRIGO, randomUUID(), 7),
        setSignatories(db, PACIFICO, 'generalFondos', [PATRICIA, ANDRES], 7),
      ]);
      const after = await state();
      if (signed === 'signed') {
        // The signature won: the set is fixed, and the signature counts.
        expect(reset).toBe('started');
        expect(after.signatures).toEqual([RODRIGO]);
      } else {
        // The new set won first: Rodrigo is no longer in it, and nothing was recorded.
        expect(reset).toBe('ok');
        expect(signed).toBe('notSignatory');
        expect(after.signatures).toEqual([]);
      }
      expect(Number(after.signature_count)).toBe(after.signatures.length);
    }
  });
});
