// The harness the public-access suites share (challenge, reset, unlock, enrolment): the demo
// clients without their ledger, some client records, and the app on a clock the tests move.
import { publicAccess } from '@inversiones/contract';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { demoClientRecords, demoClients, type DemoClientRecord } from '../db/demo-data.ts';
import { seed } from '../db/seed.ts';
import type { PublicAccessPolicy } from '../public-access/routes.ts';
import { read, type TestBrowser } from './browser.ts';
import { openTestDatabase } from './test-db.ts';

export interface PublicAccessApp {
  db: Database;
  /** The app with the default test policy. */
  app: App;
  /** The API's clock in milliseconds; a test moves it forward. */
  clock: number;
  /** Another app over the same database and clock, with some limits of the policy changed. */
  appWith(policy?: Partial<PublicAccessPolicy>): App;
}

export interface PublicAccessAppOptions {
  /** The key that signs challenges and flow tokens. */
  key: string;
  /** Stored rut -> changes to the demo record: the client records this file's tests read. */
  records: Record<string, Partial<DemoClientRecord>>;
}

/** Opens the public-access app before the file's tests and closes its database after them. */
export function usePublicAccessApp({ key, records }: PublicAccessAppOptions): PublicAccessApp {
  const harness = {
    clock: Date.parse('2026-03-02T12:00:00Z'),
    appWith(policy: Partial<PublicAccessPolicy> = {}): App {
      return createApp({
        db: harness.db,
        version: 't',
        now: () => harness.clock,
        logError: () => {},
        publicAccess: {
          key,
          // Small proofs of work keep the suite fast; the browser's real cost is the default's.
          policy: {
            challengeMaxCounter: 200,
            stepsPerAddress: 10_000,
            startsPerRut: 10_000,
            checksPerRut: 10_000,
            ...policy,
          },
        },
      });
    },
  } as PublicAccessApp;
  beforeAll(async () => {
    harness.db = await openTestDatabase();
    await migrate(harness.db);
    // The clients only (a copy of the list skips the ledger the seed writes for the demo list).
    await seed(harness.db, [...demoClients]);
    for (const [rut, changes] of Object.entries(records)) {
      const record = demoClientRecords.find((r) => r.RutCliente === rut);
      if (!record) throw new Error(`no demo client record for ${rut}`);
      await harness.db.query('INSERT INTO client_records (rut, data) VALUES ($1, $2::jsonb)', [
        rut,
        JSON.stringify({ ...record, ...changes }),
      ]);
    }
    harness.app = harness.appWith();
  });
  afterAll(async () => {
    await harness.db?.close();
  });
  return harness;
}

/** Fetches a challenge and solves it as the browser does: the `desafio` a public step sends. */
export async function solvedChallenge(browser: TestBrowser): Promise<string> {
  const response = await browser.get('/authPub/desafio');
  expect(response.status).toBe(200);
  const challenge = publicAccess.challenge.response.parse(await read(response));
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
