// The prepared statements PGlite runs under: the same rows as PGlite.query, parameters bound as
// node-postgres binds them (the PostgreSQL run), failures that leave the cache usable, a table
// changed under a cached statement, the size bound and parallel callers.
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PgliteStatements } from './pglite-statements.ts';

let pg: PGlite;

beforeAll(async () => {
  const template = inject('pgliteTemplate');
  pg = await PGlite.create('memory://', {
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  await pg.exec(`
    CREATE TABLE things (
      id int PRIMARY KEY, name text, big bigint, amount numeric(20, 4), data jsonb,
      tags text[], at timestamptz, flag boolean, raw bytea
    );
    INSERT INTO things VALUES
      (1, 'uno', 9007199254740993, 12.5, '{"a": [1, 2]}', '{x,y}', '2026-11-27T12:00:00Z', true, '\\x0102'),
      (2, 'dos', NULL, NULL, NULL, NULL, NULL, NULL, NULL);`);
});

afterAll(async () => {
  await pg.close();
});

const preparedCount = async () =>
  Number(
    (await pg.query<{ n: number }>('SELECT count(*) AS n FROM pg_prepared_statements')).rows[0]!.n,
  );

describe('PgliteStatements', () => {
  it('answers the rows PGlite.query answers, first and on every later run', async () => {
    const statements = new PgliteStatements(pg);
    const sql = 'SELECT * FROM things WHERE id = ANY($1::int[]) ORDER BY id';
    const expected = (await pg.query(sql, [[1, 2]])).rows;
    expect(expected).toHaveLength(2);
    for (let run = 0; run < 7; run++)
      expect(await statements.query(sql, [[1, 2]])).toEqual(expected);
    expect(statements.size).toBe(1);
  });

  it('binds parameters as node-postgres does: objects as JSON, arrays, dates, bytes, null', async () => {
    const statements = new PgliteStatements(pg);
    const at = new Date('2026-11-28T09:30:00Z');
    await statements.query(
      'INSERT INTO things (id, name, data, tags, at, flag, raw, big) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [3, 'tres', { b: 'ñ' }, ['p', 'q r'], at, false, Buffer.from([7, 8]), 42n],
    );
    const [row] = await statements.query<Record<string, unknown>>(
      'SELECT * FROM things WHERE id = $1',
      [3],
    );
    expect(row).toMatchObject({
      name: 'tres',
      data: { b: 'ñ' },
      tags: ['p', 'q r'],
      flag: false,
      big: 42,
    });
    expect((row!.at as Date).toISOString()).toBe(at.toISOString());
    expect([...(row!.raw as Uint8Array)]).toEqual([7, 8]);
  });

  it('reports a failed bind or execution with PostgreSQL’s code and keeps working', async () => {
    const statements = new PgliteStatements(pg);
    const sql = 'SELECT name FROM things WHERE id = $1';
    await expect(statements.query(sql, ['no es número'])).rejects.toMatchObject({ code: '22P02' });
    expect(await statements.query(sql, [1])).toEqual([{ name: 'uno' }]);
    await expect(statements.query('SELECT nada FROM things', [])).rejects.toMatchObject({
      code: '42703',
    });
    await expect(statements.query('SELECT 1 / $1::int AS x', [0])).rejects.toMatchObject({
      code: '22012',
    });
    expect(await statements.query('SELECT 1 / $1::int AS x', [1])).toEqual([{ x: 1 }]);
  });

  it('prepares again a statement whose table changed its columns', async () => {
    const statements = new PgliteStatements(pg);
    await pg.exec('CREATE TABLE changing (id int)');
    await pg.exec('INSERT INTO changing VALUES (1)');
    const sql = 'SELECT * FROM changing WHERE id = $1';
    expect(await statements.query(sql, [1])).toEqual([{ id: 1 }]);
    await pg.exec("ALTER TABLE changing ADD COLUMN label text NOT NULL DEFAULT 'nuevo'");
    expect(await statements.query(sql, [1])).toEqual([{ id: 1, label: 'nuevo' }]);
  });

  it('keeps at most its capacity prepared, closing the least recently used', async () => {
    const before = await preparedCount();
    const statements = new PgliteStatements(pg, 2);
    const texts = ['SELECT $1::int AS a', 'SELECT $1::int AS b', 'SELECT $1::int AS c'];
    expect(await statements.query(texts[0]!, [1])).toEqual([{ a: 1 }]);
    expect(await statements.query(texts[1]!, [2])).toEqual([{ b: 2 }]);
    expect(await statements.query(texts[0]!, [3])).toEqual([{ a: 3 }]);
    expect(await statements.query(texts[2]!, [4])).toEqual([{ c: 4 }]);
    expect(statements.size).toBe(2);
    // The evicted one (b) is prepared again when needed, evicting a; an evicted statement is
    // closed at the start of the next trip.
    expect(await statements.query(texts[1]!, [5])).toEqual([{ b: 5 }]);
    expect(await statements.query(texts[2]!, [6])).toEqual([{ c: 6 }]);
    expect(statements.size).toBe(2);
    expect(await preparedCount()).toBe(before + 2);
  });

  it('gives each of many parallel callers its own rows', async () => {
    const statements = new PgliteStatements(pg);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        statements.query<{ n: number; name: string | null }>(
          'SELECT $1::int AS n, (SELECT name FROM things WHERE id = $2) AS name',
          [i, (i % 2) + 1],
        ),
      ),
    );
    answers.forEach((rows, i) => expect(rows).toEqual([{ n: i, name: i % 2 ? 'dos' : 'uno' }]));
  });
});
