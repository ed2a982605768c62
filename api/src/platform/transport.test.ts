// HSTS and cookie names by deployment (issue 19): `__Host-` names and HSTS when the deployment is
// https only; HSTS on an https request, or behind a proxy that says so only when it is trusted;
// plain names and no HSTS on plain-http localhost.
import {
  cookieNames,
  HOST_COOKIE_PREFIX,
  HSTS_HEADER,
  SESSION_COOKIE,
  XSRF_COOKIE,
} from '@inversiones/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { TestBrowser } from '../test-support/browser.ts';
import { openTestDatabase } from '../test-support/test-db.ts';

const CAMILA = '12.345.678-5';
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seed(db);
});

afterAll(async () => {
  await db?.close();
});

const appWith = (session: AppOptions['session']) =>
  createApp({ db, version: 't', logError: () => {}, session });

describe('HSTS', () => {
  it('is absent on plain http, and a forged X-Forwarded-Proto does not add it', async () => {
    const browser = new TestBrowser(appWith({}));
    expect((await browser.get('/health')).headers.get(HSTS_HEADER)).toBeNull();
    const forged = await browser.get('/health', { headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers.get(HSTS_HEADER)).toBeNull();
  });

  it('is sent on an https request, and behind a trusted proxy that says https', async () => {
    const direct = await new TestBrowser(appWith({})).get('/health', {
      origin: 'https://portal.example',
    });
    expect(direct.headers.get(HSTS_HEADER)).toBe('max-age=31536000');
    const proxied = await new TestBrowser(appWith({ trustProxy: true })).get('/health', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers.get(HSTS_HEADER)).toBe('max-age=31536000');
  });

  it('is sent on every answer of an https-only deployment, errors included', async () => {
    const browser = new TestBrowser(appWith({ httpsOnly: true }));
    expect((await browser.get('/no-existe')).headers.get(HSTS_HEADER)).toBe('max-age=31536000');
  });
});

describe('cookie names', () => {
  it('keeps the plain names on plain-http localhost', async () => {
    const browser = new TestBrowser(appWith({}));
    expect((await browser.login(CAMILA)).response.status).toBe(200);
    expect([...browser.cookies.keys()].sort()).toEqual([XSRF_COOKIE, SESSION_COOKIE].sort());
  });

  it('uses __Host- names, Secure, Path=/ and no Domain in an https-only deployment', async () => {
    const browser = new TestBrowser(appWith({ httpsOnly: true }));
    expect((await browser.login(CAMILA)).response.status).toBe(200);
    const names = cookieNames(true);
    expect(names).toEqual({
      session: `${HOST_COOKIE_PREFIX}${SESSION_COOKIE}`,
      xsrf: `${HOST_COOKIE_PREFIX}${XSRF_COOKIE}`,
    });
    expect([...browser.cookies.keys()].sort()).toEqual([names.session, names.xsrf].sort());
    for (const line of browser.lastSetCookies) {
      expect(line).toMatch(/;\s*Secure/);
      expect(line).toMatch(/;\s*Path=\//);
      expect(line).not.toMatch(/Domain=/i);
    }
    // The session works under its new name, the XSRF echo included, and logout clears both.
    expect((await browser.get('/client')).status).toBe(200);
    expect((await browser.call('POST', '/auth/logout')).status).toBe(200);
    expect(browser.cookies.size).toBe(0);
  });

  it('does not accept the plain session cookie name in an https-only deployment', async () => {
    const plain = new TestBrowser(appWith({}));
    await plain.login(CAMILA);
    const secure = new TestBrowser(appWith({ httpsOnly: true }));
    secure.cookies.set(SESSION_COOKIE, plain.cookies.get(SESSION_COOKIE)!);
    expect((await secure.get('/client')).status).toBe(401);
  });
});
