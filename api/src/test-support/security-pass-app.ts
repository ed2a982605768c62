// The harness the security-pass suites share (authenticator app, codes sent): the demo data, and
// for each test a fresh app without second-factor methods nor sessions, its clock at the start.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { openTestDatabase } from './test-db.ts';

type SecurityPassLimits = Parameters<typeof createApp>[0]['securityPassLimits'];

/** Each test's start: a step boundary (divisible by 30 s), so "the next step" is 30 s away. */
export const SECURITY_PASS_START = Date.parse('2026-11-27T15:00:00Z');

export interface SecurityPassApp {
  db: Database;
  /** This test's app with the default limits. */
  app: App;
  /** The API's clock in milliseconds. */
  clock: number;
  advance: (seconds: number) => void;
  /** Another app over the same database and clock, with other security-pass limits. */
  appWith(limits?: SecurityPassLimits): App;
}

/** Opens the database before the file's tests, a fresh app before each, and closes it after. */
export function useSecurityPassApp(): SecurityPassApp {
  const harness = {
    clock: SECURITY_PASS_START,
    advance(seconds: number) {
      harness.clock += seconds * 1000;
    },
    appWith(limits?: SecurityPassLimits) {
      return createApp({
        db: harness.db,
        version: 't',
        now: () => harness.clock,
        logError: () => {},
        loginThrottle: { addressMaxFailures: 10_000, rutDelayMs: 0 },
        securityPassLimits: limits,
      });
    },
  } as SecurityPassApp;
  beforeAll(async () => {
    harness.db = await openTestDatabase();
    await migrate(harness.db);
    await seed(harness.db);
  });
  afterAll(async () => {
    await harness.db?.close();
  });
  beforeEach(async () => {
    harness.clock = SECURITY_PASS_START;
    // A fresh app: the in-memory rate limits start empty with the clock.
    harness.app = harness.appWith();
    await harness.db.query('DELETE FROM security_pass_methods');
    await harness.db.query('DELETE FROM sessions');
  });
  return harness;
}
