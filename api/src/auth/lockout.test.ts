// The lockout under a parallel burst (issue 19): the count and the check are one atomic step, so
// a burst evaluates no more wrong passwords than allowed and a locked account never lets the
// right one in. Runs on PGlite and, through with-postgres.mjs, on PostgreSQL where it showed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { TestBrowser } from '../test-support/browser.ts';
import { openTestDatabase } from '../test-support/test-db.ts';

const TOMAS = '13.579.246-2';
const WRONG = 29;

let db: Database;
let app: App;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seed(db);
  // One in-process address sends every burst here: the per-address limit has its own tests.
  app = createApp({
    db,
    version: 't',
    logError: () => {},
    loginThrottle: { addressMaxFailures: 1000 },
  });
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.query(`UPDATE clients SET failed_attempts = 0, locked = (rut = '9876543-3')`);
});

const failures = async () =>
  (
    await db.query<{ failed_attempts: number }>(
      `SELECT failed_attempts FROM clients WHERE rut = '13579246-2'`,
    )
  )[0]!.failed_attempts;

describe('a parallel burst of logins on one account', () => {
  it('evaluates at most five wrong passwords and does not let the right one in', async () => {
    const wrong = Array.from({ length: WRONG }, (_, i) =>
      new TestBrowser(app).login(TOMAS, `Errada.${i}`),
    );
    const right = new TestBrowser(app).login(TOMAS);
    const answers = await Promise.all([...wrong, right]);

    expect(answers.filter((a) => a.response.status === 200)).toHaveLength(0);
    // Every wrong password counted is one that was checked: no more than the five allowed.
    expect(await failures()).toBe(5);
    // And the account stays locked: the right password is refused afterwards too.
    expect((await new TestBrowser(app).login(TOMAS)).response.status).not.toBe(200);
  });
});

describe('parallel logins of the client herself', () => {
  it('all get in: her own logins do not use up the attempts the lock allows', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => new TestBrowser(app).login(TOMAS)),
    );
    expect(answers.map((a) => a.response.status)).toEqual(Array(8).fill(200));
    expect(await failures()).toBe(0);
  });
});
