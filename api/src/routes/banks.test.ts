import { wizard } from '@inversiones/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { openTestDatabase } from '../test-support/test-db.ts';

let db: Database;
let app: App;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seed(db);
  app = createApp({ db, version: 't', logError: () => {} });
});

afterAll(async () => {
  await db?.close();
});

describe('GET /common/bancos', () => {
  it('lists the banks by name, SEC among them, for a logged-in client', async () => {
    const browser = new TestBrowser(app);
    expect((await browser.login('12.345.678-5')).response.status).toBe(200);
    const response = await browser.get(wizard.bankList.path);
    expect(response.status).toBe(200);
    const banks = wizard.bankList.response.parse(await read(response));
    expect(banks.map((bank) => bank.Codigo)).toContain('SEC');
    const names = banks.map((bank) => bank.Nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('refuses a caller without a session', async () => {
    const response = await new TestBrowser(app).get(wizard.bankList.path);
    expect(response.status).toBe(401);
  });
});
