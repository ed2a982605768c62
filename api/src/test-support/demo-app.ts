// The API test harness most route suites share: a fresh database with the migrations, the demo
// data and the wizard templates, and the app over it, for the tests of one file.
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { demoClients } from '../db/demo-data.ts';
import { seed } from '../db/seed.ts';
import { loadWizardTemplates } from '../wizards.ts';
import { TestBrowser } from './browser.ts';
import { openTestDatabase } from './test-db.ts';

export interface DemoApp {
  db: Database;
  app: App;
  /** A browser logged in as `rut` (the login must succeed), acting for `profile` when given. */
  as(rut: string, profile?: string): Promise<TestBrowser>;
}

export interface DemoAppOptions {
  /** The API's clock (fixed dates in PDFs and polls). */
  now?: () => number;
  /** Extra rows for this file's tests, after the demo data. */
  prepare?: (db: Database) => Promise<void>;
  /** The reference API's demo mode (the outbox is readable); default on, as `DEMO_MODE`. */
  demoMode?: boolean;
}

/** Opens the demo app before the file's tests and closes its database after them. */
export function useDemoApp({ now, prepare, demoMode = true }: DemoAppOptions = {}): DemoApp {
  const demo = {
    async as(rut: string, profile?: string) {
      const browser = new TestBrowser(demo.app);
      expect((await browser.login(rut)).response.status).toBe(200);
      if (profile) expect((await browser.get(`/contextualize/${profile}`)).status).toBe(200);
      return browser;
    },
  } as DemoApp;
  beforeAll(async () => {
    demo.db = await openTestDatabase();
    await migrate(demo.db);
    await seed(demo.db, demoClients, now ? { now } : {});
    await loadWizardTemplates(demo.db);
    await prepare?.(demo.db);
    demo.app = createApp({
      db: demo.db,
      version: 't',
      logError: () => {},
      demoMode,
      ...(now ? { now } : {}),
    });
  });
  afterAll(async () => {
    await demo.db?.close();
  });
  return demo;
}
