import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { PgliteStatements } from './pglite-statements.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** What runs statements: the database, or one transaction of it. */
export interface Queryable {
  /** One statement with `$1, $2...` parameters; returns the rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The little the API needs from a database; PGlite and PostgreSQL both provide it. */
export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Where the data lives, for people: a folder, "memoria" or the server (password hidden). */
  readonly location: string;
  /**
   * Runs `work` in one transaction: COMMIT when it returns, ROLLBACK when it throws. A money
   * operation locks, checks and writes in one, so a concurrent one never acts on a stale balance.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** One or more statements without parameters (runs as a single implicit transaction). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** `api/.data/pglite`, whatever the working directory. */
export const defaultPgliteDataDir = fileURLToPath(new URL('../../.data/pglite', import.meta.url));

/**
 * Embedded PostgreSQL (WASM). `dataDir` is a folder, or `'memory'` for a throwaway database;
 * `loadDataDir` starts it from a dump of another (PGlite's `dumpDataDir`) instead of `initdb`.
 */
export async function openPglite(
  dataDir: string = defaultPgliteDataDir,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const inMemory = dataDir === 'memory' || dataDir === 'memory://';
  let location = 'memoria (se descarta al detener el servidor)';
  if (!inMemory) {
    location = resolve(dataDir);
    mkdirSync(location, { recursive: true });
  }
  const pg = await PGlite.create(inMemory ? 'memory://' : location, { loadDataDir });
  const statements = new PgliteStatements(pg);
  return {
    kind: 'pglite',
    location,
    query: <T>(sql: string, params: unknown[] = []) => statements.query<T>(sql, params),
    transaction: <T>(work: (tx: Queryable) => Promise<T>) =>
      statements.transaction((query) =>
        work({ query: <R>(sql: string, params: unknown[] = []) => query<R>(sql, params) }),
      ),
    async exec(sql: string) {
      await pg.exec(sql);
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}

/** A PostgreSQL server through a `pg` pool. */
export async function openPostgres(
  connectionString: string,
  { schema }: { schema?: string } = {},
): Promise<Database> {
  const { default: pg } = await import('pg');
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) {
    throw new Error(`Nombre de esquema no válido: ${schema}`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Tests give each file a schema of its own: every connection of the pool works in it.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection the server ends (a restart, a failover) is dropped and replaced by the
  // pool; without a listener its error event would end the whole process.
  pool.on('error', (error) => {
    console.error(`PostgreSQL cerró una conexión inactiva: ${error.message}`);
  });
  // Fail at start, not at the first request, when the server cannot be reached.
  await pool.query('SELECT 1');
  let closed = false;
  return {
    kind: 'postgres',
    location: describeConnectionString(connectionString),
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol: several statements, one transaction.
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The connection string without its password, for the start banner and logs. */
export function describeConnectionString(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/**
 * The database the environment asks for: PostgreSQL when `DATABASE_URL` is set, otherwise
 * PGlite in `PGLITE_DATA_DIR` (default `api/.data/pglite`; `memory` for a fresh one each run).
 */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  const url = env.DATABASE_URL?.trim();
  if (url) return openPostgres(url);
  const dataDir = env.PGLITE_DATA_DIR?.trim();
  return openPglite(dataDir ? dataDir : defaultPgliteDataDir);
}
