import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Database } from './database.ts';

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** `0001_init.sql`: four digits, then lower-case words. The order is the file name order. */
const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.sql$/;

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

/**
 * Applies every `.sql` file of `dir` not yet recorded in `schema_migrations`, in name order.
 * Each file and its record run in one statement batch, hence one transaction: a failing
 * migration leaves neither half-applied tables nor a record.
 */
export async function migrate(db: Database, dir: string = migrationsDir): Promise<MigrationResult> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );
  `);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const invalid = files.filter((name) => !MIGRATION_FILE.test(name));
  if (invalid.length > 0) {
    throw new Error(
      `Nombres de migración no válidos: ${invalid.join(', ')} (esperado 0001_nombre.sql)`,
    );
  }
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name),
  );
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const name of files) {
    if (done.has(name)) {
      result.skipped.push(name);
      continue;
    }
    const sql = await readFile(join(dir, name), 'utf8');
    // The name matched MIGRATION_FILE, so it is safe inside the literal.
    await db.exec(`${sql}\n;\nINSERT INTO schema_migrations (name) VALUES ('${name}');`);
    result.applied.push(name);
  }
  return result;
}
