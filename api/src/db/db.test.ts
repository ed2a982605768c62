import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-db.ts';
import type { Database } from './database.ts';
import { demoClients } from './demo-data.ts';
import { migrate, migrationsDir } from './migrate.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { seed } from './seed.ts';

let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe('migrations', () => {
  it('run on the database the environment names (PostgreSQL when DATABASE_URL is set)', () => {
    expect(db.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('add a version to wizard data rows already stored (0004), starting at 1', async () => {
    const old = await openTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      const before = [
        '0001_init.sql',
        '0002_sessions_and_data.sql',
        '0003_document_signatures.sql',
      ];
      for (const name of before)
        await writeFile(join(dir, name), await readFile(join(migrationsDir, name), 'utf8'));
      await migrate(old, dir);
      await old.query(
        `INSERT INTO wizard_data (rut, context, wizard_id, template_version, json_data, updated_at)
         VALUES ('123456785', 'base', 'BIENVENIDA', 1, '{"a":1}', 1763700000000)`,
      );
      expect((await migrate(old)).applied[0]).toBe('0004_wizard_data_version.sql');
      expect(await old.query('SELECT json_data, version FROM wizard_data')).toEqual([
        { json_data: { a: 1 }, version: 1 },
      ]);
    } finally {
      await old.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('apply in order on a fresh database, then are skipped', async () => {
    const first = await migrate(db);
    expect(first.applied).toContain('0001_init.sql');
    expect(first.skipped).toEqual([]);

    const second = await migrate(db);
    expect(second.applied).toEqual([]);
    expect(second.skipped).toEqual(first.applied);

    const recorded = await db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(recorded.map((row) => row.name)).toEqual(first.applied);
    const tables = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() ORDER BY table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'cash_holds',
      'client_records',
      'clients',
      'companies',
      'company_attorneys',
      'company_contract_signatures',
      'company_contracts',
      'company_legal_representatives',
      'company_mandatary_versions',
      'contact_codes',
      'currency_spot_quotes',
      'debt_instruments',
      'demo_bank_payments',
      'document_signatures',
      'inquiries',
      'instruments',
      'investment_line_requests',
      'investment_lines',
      'investor_profile_history',
      'jarvis_rules',
      'ledger_accounts',
      'mandatary_change_requests',
      'mandatary_code_failures',
      'mandatary_profiles',
      'messages',
      'movements',
      'notifications',
      'operations',
      'order_comments',
      'order_signatures',
      'outbox',
      'pac_mandates',
      'pay_button_events',
      'pay_button_transactions',
      'public_flows',
      'saved_strategies',
      'schema_migrations',
      'security_answers',
      'security_pass_codes',
      'security_pass_methods',
      'sessions',
      'shortcut_choices',
      'sign_document_rejections',
      'sign_document_signatures',
      'sign_documents',
      'signing_authorizations',
      'signing_orders',
      'spent_challenges',
      'stock_financing',
      'stock_orders',
      'tefe_beneficiaries',
      'tefe_blocked_clients',
      'tefe_instructions',
      'wizard_data',
      'wizard_processed',
      'wizard_templates',
    ]);
  });

  it('leave nothing behind when a migration fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      await writeFile(
        join(dir, '0001_half.sql'),
        'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
      );
      await expect(migrate(db, dir)).rejects.toThrow();
      const rows = await db.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`,
      );
      expect(rows).toEqual([]);
      expect(
        await db.query(`SELECT 1 FROM schema_migrations WHERE name = '0001_half.sql'`),
      ).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('move the signatures once kept in wizard_processed to document_signatures (0003)', async () => {
    const old = await openTestDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      // A database as the API left it before 0003: the first two migrations only.
      for (const name of ['0001_init.sql', '0002_sessions_and_data.sql'])
        await writeFile(join(dir, name), await readFile(join(migrationsDir, name), 'utf8'));
      await migrate(old, dir);
      await old.query(
        `INSERT INTO wizard_processed (rut, context, wizard_id, processed_at) VALUES
         ('123456785', 'firma-documento', 'CONTRATO_GENERAL', 1763700000000),
         ('123456785', 'base', 'BIENVENIDA', 1763700000001)`,
      );
      expect((await migrate(old)).applied).toContain('0003_document_signatures.sql');
      expect(
        await old.query('SELECT rut, document_key, signed_at FROM document_signatures'),
      ).toEqual([
        { rut: '123456785', document_key: 'CONTRATO_GENERAL', signed_at: expect.anything() },
      ]);
      const left = await old.query<{ context: string }>('SELECT context FROM wizard_processed');
      expect(left.map((row) => row.context)).toEqual(['base']);
    } finally {
      await old.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse badly named files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    try {
      await writeFile(join(dir, 'init.sql'), 'SELECT 1;');
      await expect(migrate(db, dir)).rejects.toThrow(/init\.sql/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are read from src/db/migrations', () => {
    expect(migrationsDir.replaceAll('\\', '/')).toMatch(/src\/db\/migrations\/?$/);
  });
});

describe('seed', () => {
  async function snapshot() {
    const clients = await db.query(
      `SELECT id, rut, nombre, apellido_paterno, apellido_materno, password_hash, tipo_persona,
              locked, pending_wizards, created_at
       FROM clients ORDER BY id`,
    );
    const profiles = await db.query(
      `SELECT id, client_id, code, nombre, rut, has_tefe, is_active, mandatary_types
       FROM mandatary_profiles ORDER BY id`,
    );
    return { clients, profiles };
  }

  it('inserts every demo client with its profiles, and a second run changes nothing', async () => {
    await migrate(db);
    const first = await seed(db);
    expect(first.inserted).toEqual(demoClients.map((client) => client.rut));
    const afterFirst = await snapshot();
    expect(afterFirst.clients).toHaveLength(demoClients.length);
    expect(afterFirst.profiles).toHaveLength(
      demoClients.reduce((sum, client) => sum + client.profiles.length, 0),
    );

    const second = await seed(db);
    expect(second.inserted).toEqual([]);
    expect(await snapshot()).toEqual(afterFirst);
  });

  it('stores scrypt hashes that verify, never the plain password', async () => {
    const [client] = demoClients;
    const [row] = await db.query<{ password_hash: string; locked: boolean }>(
      'SELECT password_hash, locked FROM clients WHERE rut = $1',
      [client!.rut],
    );
    expect(row!.password_hash).toMatch(/^scrypt\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(row!.password_hash).not.toContain(client!.password);
    expect(await verifyPassword(client!.password!, row!.password_hash)).toBe(true);
    expect(await verifyPassword('otra-clave', row!.password_hash)).toBe(false);
  });

  it('leaves a client without web access without a password or security answers', async () => {
    const [row] = await db.query<{ password_hash: string | null; answers: number }>(
      `SELECT password_hash, (SELECT count(*)::int FROM security_answers a
         WHERE a.client_id = c.id) AS answers FROM clients c WHERE rut = '19283746-4'`,
    );
    expect(row).toEqual({ password_hash: null, answers: 0 });
  });

  it('keeps the roles as data: supervisor, operator with TEFE, pending wizards, locked', async () => {
    const profiles = await db.query<{
      nombre: string;
      has_tefe: boolean;
      mandatary_types: unknown;
    }>(
      `SELECT p.nombre, p.has_tefe, p.mandatary_types FROM mandatary_profiles p
       JOIN clients c ON c.id = p.client_id WHERE c.rut = '15432198-5' ORDER BY p.code`,
    );
    expect(profiles).toHaveLength(3);
    expect(profiles[1]!.mandatary_types).toEqual([{ Id: 3, Description: 'Supervisor' }]);
    expect(profiles[2]).toMatchObject({
      has_tefe: true,
      mandatary_types: [
        { Id: 2, Description: 'Operador' },
        { Id: 4, Description: 'Apoderado' },
      ],
    });
    const flags = await db.query<{ rut: string }>(
      'SELECT rut FROM clients WHERE locked OR pending_wizards ORDER BY rut',
    );
    expect(flags.map((row) => row.rut)).toEqual([
      '11222333-9',
      '16789012-1',
      '18234567-9',
      '9876543-3',
    ]);
  });
});

describe('password hashing', () => {
  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Demo1234'), hashPassword('Demo1234')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Demo1234', a)).toBe(true);
    expect(await verifyPassword('Demo1234', 'md5$x$y')).toBe(false);
  });
});

describe('connections', () => {
  it('survive the server ending idle ones: the next query runs on a fresh connection', async () => {
    // Several queries at once hold several connections (PostgreSQL's pool; PGlite has one).
    const held = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid, pg_sleep(0.05)'),
      ),
    );
    const pids = [...new Set(held.map(([row]) => Number(row!.pid)))];
    // One connection ends the others, as a server restart or failover would while they idle.
    const [ended] = await db.query<{ ended: number }>(
      `SELECT count(*)::int AS ended FROM unnest($1::int[]) AS p(pid)
       WHERE CASE WHEN pid = pg_backend_pid() THEN false ELSE pg_terminate_backend(pid) END`,
      [pids],
    );
    expect(ended!.ended).toBe(db.kind === 'postgres' ? pids.length - 1 : 0);
    await new Promise((done) => setTimeout(done, 100));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => db.query<{ one: number }>('SELECT 1 AS one')),
    );
    expect(answers).toEqual(Array.from({ length: 4 }, () => [{ one: 1 }]));
  });
});

describe('transactions', () => {
  beforeAll(async () => {
    await db.exec(
      'CREATE TABLE tx_counter (id int PRIMARY KEY, value int NOT NULL); INSERT INTO tx_counter VALUES (1, 0);',
    );
  });

  const read = async () =>
    Number(
      (await db.query<{ value: number }>('SELECT value FROM tx_counter WHERE id = 1'))[0]!.value,
    );

  it('commit what the work wrote, and roll it all back when the work throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('UPDATE tx_counter SET value = value + 1 WHERE id = 1');
    });
    expect(await read()).toBe(1);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE tx_counter SET value = value + 100 WHERE id = 1');
        throw new Error('después de escribir');
      }),
    ).rejects.toThrow('después de escribir');
    expect(await read()).toBe(1);
    // A failed statement aborts its transaction, and the database goes on afterwards.
    await expect(
      db.transaction((tx) => tx.query('SELECT * FROM tabla_que_no_existe')),
    ).rejects.toThrow();
    expect(await read()).toBe(1);
  });

  it('serialise read-check-write work under a row lock: 20 at once lose no update', async () => {
    await db.query('UPDATE tx_counter SET value = 0 WHERE id = 1');
    // Each reads the value, waits, then writes value + 1: without the lock, updates are lost.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const [row] = await tx.query<{ value: number }>(
            'SELECT value FROM tx_counter WHERE id = 1 FOR UPDATE',
          );
          await new Promise((done) => setTimeout(done, 2));
          await tx.query('UPDATE tx_counter SET value = $1 WHERE id = 1', [Number(row!.value) + 1]);
        }),
      ),
    );
    expect(await read()).toBe(20);
  });

  it('keep statements outside a transaction out of it (PGlite has one connection)', async () => {
    await db.query('UPDATE tx_counter SET value = 0 WHERE id = 1');
    let release!: () => void;
    const held = new Promise<void>((done) => (release = done));
    const inside = db.transaction(async (tx) => {
      await tx.query('UPDATE tx_counter SET value = 5 WHERE id = 1');
      await held;
      throw new Error('deshecha');
    });
    // Meanwhile another request writes; the rollback must not take its write with it.
    const outside = db.query('UPDATE tx_counter SET value = value + 1 WHERE id = 1');
    release();
    await expect(inside).rejects.toThrow('deshecha');
    await outside;
    expect(await read()).toBe(1);
  });
});
