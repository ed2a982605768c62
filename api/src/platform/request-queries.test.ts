// The queries one authenticated call costs (PGlite runs one query at a time, so under 10
// connections each one adds to every waiting request: issue 20's p99 <= 50 ms), and revocation
// that holds at once across two API instances on one database (no session is kept in memory).
import { SESSION_COOKIE, SESSION_REMAINING_HEADER } from '@inversiones/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { CAMILA } from '../ledger/demo-ledger.ts';
import { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';

let clock = MARKET_TEST_NOW;
const now = () => clock;
const demo = useDemoApp({ now });

/** The statements the app sent, in order. */
let sent: string[] = [];
let counted: App;
let other: App;

/** `db`, recording each statement's text. */
const counting = (db: Database): Database => ({
  kind: db.kind,
  location: db.location,
  query(sql, params) {
    sent.push(sql.replace(/\s+/g, ' ').trim());
    return db.query(sql, params);
  },
  exec: (sql) => db.exec(sql),
  transaction: (work) => db.transaction(work),
  close: () => db.close(),
});

beforeAll(() => {
  counted = createApp({ db: counting(demo.db), version: 't', now, logError: () => {} });
  other = createApp({ db: demo.db, version: 't', now, logError: () => {} });
});

beforeEach(() => {
  clock = MARKET_TEST_NOW;
});

/** Camila logged in on the counted app, its first reads done (the holdings cached). */
async function camila() {
  const browser = new TestBrowser(counted);
  expect((await browser.login(CAMILA)).response.status).toBe(200);
  return browser;
}

/** The statements one GET sends, after a first identical GET (warm caches). */
async function queriesOf(browser: TestBrowser, path: string) {
  expect((await browser.get(path)).status).toBe(200);
  sent = [];
  const response = await browser.get(path);
  expect(response.status).toBe(200);
  return { response, queries: sent };
}

describe('queries per authenticated call', () => {
  it('reads the session, its client, the profiles and the unread counts in one query', async () => {
    const browser = await camila();
    const { response, queries } = await queriesOf(browser, '/lifespan');
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/FROM sessions s JOIN clients c/);
    expect(response.headers.get(SESSION_REMAINING_HEADER)).toBe('900');
    expect((await queriesOf(browser, '/client')).queries).toHaveLength(2);
  });

  it('answers the home statement with one read of the holdings versions for both days, and one look for due transfers', async () => {
    const browser = await camila();
    const { queries } = await queriesOf(browser, '/dashboard/estadoCuenta');
    // The session, one indexed look for transfers abroad due at the cut-off (none: no lock), the
    // versions (funds and cash come cached), and her shares on each of the days.
    expect(queries).toHaveLength(5);
    expect(queries.filter((sql) => sql.includes('FROM tefe_instructions'))).toHaveLength(1);
    expect(queries.filter((sql) => sql.includes('movements_version'))).toHaveLength(1);
    expect(queries.filter((sql) => sql.includes("m.instrument_id LIKE 'ACC-%'"))).toHaveLength(2);
  });

  it('reads the holdings versions once for a period’s start and end', async () => {
    const browser = await camila();
    const path = `/dashboard/rentabilidad?periodo=${encodeURIComponent('Año en Curso')}`;
    const { queries } = await queriesOf(browser, path);
    expect(queries.filter((sql) => sql.includes('movements_version'))).toHaveLength(1);
  });

  it('restarts the idle timeout with at most one write a second', async () => {
    const browser = await camila();
    const writes = () => sent.filter((sql) => sql.startsWith('UPDATE sessions')).length;
    clock += 999;
    expect((await queriesOf(browser, '/keepalive')).queries).toHaveLength(1);
    clock += 1;
    sent = [];
    const response = await browser.get('/keepalive');
    expect(writes()).toBe(1);
    expect(response.headers.get(SESSION_REMAINING_HEADER)).toBe('900');
    sent = [];
    await browser.get('/keepalive');
    expect(writes()).toBe(0);
  });
});

describe('revocation across two API instances on one database', () => {
  /** The counted browser's session cookie, sent to the other instance. */
  const elsewhere = (browser: TestBrowser) => {
    const copy = new TestBrowser(other);
    copy.cookies.set(SESSION_COOKIE, browser.cookies.get(SESSION_COOKIE)!);
    return copy;
  };

  it('answers 401 on the other instance at once after a logout', async () => {
    const browser = await camila();
    const copy = elsewhere(browser);
    expect((await copy.get('/client')).status).toBe(200);
    expect((await browser.call('POST', '/auth/logout')).status).toBe(200);
    expect((await copy.get('/client')).status).toBe(401);
  });

  it('answers 401 on the other instance at once to a cookie replaced by contextualize', async () => {
    const browser = new TestBrowser(counted);
    expect((await browser.login('15432198-5')).response.status).toBe(200);
    const copy = elsewhere(browser);
    expect((await copy.get('/auth/perfiles')).status).toBe(200);
    expect((await browser.get('/contextualize/2002')).status).toBe(200);
    expect((await copy.get('/auth/perfiles')).status).toBe(401);
    expect((await elsewhere(browser).get('/auth/perfiles')).status).toBe(200);
  });
});
