import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database.ts';

let blankCluster: Blob | undefined;

/** The blank cluster the global setup dumped (pglite-template.global.ts), read once a file. */
function blankClusterDump(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  blankCluster ??= new Blob([readFileSync(file)]);
  return blankCluster;
}

/**
 * A clean, empty database for one test file: a fresh in-memory PGlite, or, when DATABASE_URL is
 * set (the CI run against PostgreSQL), a fresh schema of that server that `close()` drops.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) return openPglite('memory', { loadDataDir: blankClusterDump() });
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, { schema });
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}
