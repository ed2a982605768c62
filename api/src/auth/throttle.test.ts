// Login throttling before the lock (issue 19): per client address a 429 without any password
// check, per rut (known or not, alike) a growing delay.
import { apiErrorBodySchema, RETRY_AFTER_HEADER } from '@inversiones/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { messages } from '../messages.ts';
import { TestBrowser } from '../test-support/browser.ts';
import { openTestDatabase } from '../test-support/test-db.ts';

const CAMILA = '12.345.678-5';
const RODRIGO = '15.432.198-5';
const UNKNOWN = '11.111.111-1';

let db: Database;
let clock = Date.parse('2026-03-02T12:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seed(db);
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.query(`UPDATE clients SET failed_attempts = 0, last_failed_at = NULL`);
});

/** An app behind a trusted proxy, so each test picks its client address. */
const appWith = (loginThrottle: Parameters<typeof createApp>[0]['loginThrottle']): App =>
  createApp({
    db,
    version: 't',
    logError: () => {},
    now: () => clock,
    session: { trustProxy: true },
    loginThrottle,
  });

const from = (address: string) => ({ headers: { 'x-forwarded-for': `203.0.113.9, ${address}` } });

const login = (app: App, address: string, idCliente: string, clave: string) =>
  new TestBrowser(app).call('POST', '/auth/login', {
    body: { idCliente, clave },
    ...from(address),
  });

describe('per client address', () => {
  it('answers 429 in Spanish, with Retry-After, once an address fails too often; other addresses go on', async () => {
    const app = appWith({ addressMaxFailures: 3, rutDelayMs: 0 });
    // Different ruts: the limit is the address's, whatever rut it tries.
    for (const rut of [CAMILA, RODRIGO, UNKNOWN]) {
      expect((await login(app, '198.51.100.7', rut, 'Mala.1')).status).toBe(401);
    }
    const start = performance.now();
    const refused = await login(app, '198.51.100.7', CAMILA, 'Demo.2026');
    expect(refused.status).toBe(429);
    // Held a second, so a flood's refusals cannot crowd out other clients' requests.
    expect(performance.now() - start).toBeGreaterThanOrEqual(1000);
    expect(apiErrorBodySchema.parse(await refused.json())).toEqual({
      message: messages.tooManyAttempts(15),
      status: 429,
    });
    expect(Number(refused.headers.get(RETRY_AFTER_HEADER))).toBe(15 * 60);
    // Refused before any check: the account's count did not move.
    const [row] = await db.query<{ failed_attempts: number }>(
      `SELECT failed_attempts FROM clients WHERE rut = '12345678-5'`,
    );
    expect(row!.failed_attempts).toBe(1);
    expect((await login(app, '198.51.100.8', CAMILA, 'Demo.2026')).status).toBe(200);
    // The window ends: the address may try again.
    clock += 15 * 60_000 + 1;
    expect((await login(app, '198.51.100.7', CAMILA, 'Demo.2026')).status).toBe(200);
  });

  it('does not count successful logins (an office behind one address)', async () => {
    const app = appWith({ addressMaxFailures: 2, rutDelayMs: 0 });
    for (let i = 0; i < 5; i += 1) {
      expect((await login(app, '198.51.100.20', CAMILA, 'Demo.2026')).status).toBe(200);
    }
    expect((await login(app, '198.51.100.20', CAMILA, 'Mala.1')).status).toBe(401);
    expect((await login(app, '198.51.100.20', CAMILA, 'Demo.2026')).status).toBe(200);
  });

  it('holds against a parallel burst from one address', async () => {
    const app = appWith({ addressMaxFailures: 4, rutDelayMs: 0 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(app, '198.51.100.30', UNKNOWN, `Mala.${i}`)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const app = createApp({
      db,
      version: 't',
      logError: () => {},
      now: () => clock,
      loginThrottle: { addressMaxFailures: 2, rutDelayMs: 0 },
    });
    expect((await login(app, '198.51.100.40', UNKNOWN, 'Mala.1')).status).toBe(401);
    expect((await login(app, '198.51.100.41', UNKNOWN, 'Mala.2')).status).toBe(401);
    // A forged header does not give a fresh address.
    expect((await login(app, '198.51.100.42', UNKNOWN, 'Mala.3')).status).toBe(429);
  });
});

describe('per rut', () => {
  const timed = async (app: App, address: string, rut: string) => {
    const start = performance.now();
    const response = await login(app, address, rut, 'Mala.1');
    expect(response.status).toBe(401);
    return performance.now() - start;
  };

  it('delays each failure past the free ones, twice as long each time, known rut or not', async () => {
    // Delays of seconds: a password check on a loaded machine takes hundreds of milliseconds.
    const app = appWith({ rutFreeFailures: 1, rutDelayMs: 1000, rutMaxDelayMs: 2000 });
    for (const rut of [RODRIGO, UNKNOWN]) {
      // Each from a new address: the delay follows the rut, not the address.
      const first = await timed(app, `192.0.2.${rut.length}1`, rut);
      const second = await timed(app, `192.0.2.${rut.length}2`, rut);
      const third = await timed(app, `192.0.2.${rut.length}3`, rut);
      expect(first).toBeLessThan(1000);
      expect(second).toBeGreaterThanOrEqual(1000);
      expect(third).toBeGreaterThanOrEqual(2000);
    }
  });

  it('forgets the delay after a good login', async () => {
    const app = appWith({ rutFreeFailures: 1, rutDelayMs: 1500, rutMaxDelayMs: 1500 });
    await timed(app, '192.0.2.50', CAMILA);
    expect((await login(app, '192.0.2.50', CAMILA, 'Demo.2026')).status).toBe(200);
    expect(await timed(app, '192.0.2.50', CAMILA)).toBeLessThan(1500);
  });
});
