import {
  auth,
  NOTIFICATION_COUNT_HEADER,
  SESSION_COOKIE,
  SESSION_REMAINING_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@inversiones/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed.ts';
import { messages } from '../messages.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { errorOf } from '../test-support/error-of.ts';
import { openTestDatabase } from '../test-support/test-db.ts';

const CAMILA = '12.345.678-5';
const RODRIGO = '15432198-5';
const VALENTINA = '16.789.012-1';
const MATIAS = '9.876.543-3';
const LIFESPAN = 900;
const MAX = 3600;

let db: Database;
let clock = Date.parse('2026-03-02T12:00:00Z');
let app: App;
const advance = (seconds: number) => {
  clock += seconds * 1000;
};

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seed(db);
  app = createApp({
    db,
    version: 't',
    now: () => clock,
    session: { lifespanS: LIFESPAN, maxS: MAX },
    logError: () => {},
    // These tests fail many logins from one in-process address: the throttle has its own tests.
    loginThrottle: { addressMaxFailures: 10_000, rutDelayMs: 0 },
  });
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  // Lockout tests change the demo client: start each test from its seeded state.
  await db.query(
    `UPDATE clients SET failed_attempts = 0, last_failed_at = NULL, locked = (rut = '9876543-3')`,
  );
});

describe('POST /api/auth/login', () => {
  it('accepts the rut with dots and hyphen, sets the cookies and answers the contract', async () => {
    const browser = new TestBrowser(app);
    const { response, body } = await browser.login(CAMILA);
    expect(response.status).toBe(200);
    const parsed = auth.login.response.parse(body);
    expect(parsed.omitirPaso).toBe(true);
    expect(parsed.autoEnrolamiento).toBeUndefined();
    const session = browser.lastSetCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    const xsrf = browser.lastSetCookies.find((c) => c.startsWith(`${XSRF_COOKIE}=`));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/SameSite=Strict/);
    // The public session id is not the cookie secret.
    expect(browser.cookies.get(SESSION_COOKIE)).not.toContain(parsed.sessionId);
  });

  it('accepts the rut without dots or hyphen', async () => {
    const { response } = await new TestBrowser(app).login('123456785');
    expect(response.status).toBe(200);
  });

  it('marks the cookies Secure over https', async () => {
    const browser = new TestBrowser(app);
    const response = await browser.call('POST', '/auth/login', {
      body: { idCliente: CAMILA, clave: 'Demo.2026' },
      origin: 'https://portal.example',
    });
    expect(response.status).toBe(200);
    expect(browser.lastSetCookies.every((c) => /;\s*Secure/.test(c))).toBe(true);
  });

  it('gives a new session id at every login and ends the one the browser brought', async () => {
    const browser = new TestBrowser(app);
    const first = await browser.login(CAMILA);
    const firstCookie = browser.cookies.get(SESSION_COOKIE)!;
    const second = await browser.login(CAMILA);
    expect(second.body.sessionId).not.toBe(first.body.sessionId);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(firstCookie);
    const stale = new TestBrowser(app);
    stale.cookies.set(SESSION_COOKIE, firstCookie);
    await errorOf(await stale.get('/client'), 401);
  });

  it('says a user with several profiles must choose (omitirPaso false)', async () => {
    const { body } = await new TestBrowser(app).login(RODRIGO);
    expect(body.omitirPaso).toBe(false);
  });

  it('flags the onboarding wizards of Valentina', async () => {
    const { body } = await new TestBrowser(app).login(VALENTINA);
    expect(body).toMatchObject({ omitirPaso: true, autoEnrolamiento: true });
  });

  it('answers an unknown rut, a wrong password and a locked account alike (401, one message)', async () => {
    const wrong = await new TestBrowser(app).login(CAMILA, 'Otra.2026');
    const unknown = await new TestBrowser(app).login('11.111.111-1', 'Demo.2026');
    const locked = await new TestBrowser(app).login(MATIAS);
    for (const { response } of [wrong, unknown, locked]) {
      expect(await errorOf(response, 401)).toEqual({
        message: messages.badCredentials,
        status: 401,
      });
    }
    // No count of attempts left that only a known rut would get, and how a lock ends is said.
    expect(messages.badCredentials).not.toMatch(/intentos? antes/);
    expect(messages.badCredentials).toMatch(/15 minutos/);
    expect(messages.badCredentials).toMatch(/Ejecutivo de Inversiones o a la Mesa de Ayuda/);
  });

  it('takes about as long for an unknown rut or a locked account as for a wrong password', async () => {
    const median = async (rut: string, clave: string) => {
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const start = performance.now();
        await new TestBrowser(app).login(rut, clave);
        times.push(performance.now() - start);
        // Keep Camila under the lock: only her wrong passwords are being timed.
        await db.query(`UPDATE clients SET failed_attempts = 0 WHERE rut = '12345678-5'`);
      }
      return times.sort((a, b) => a - b)[2]!;
    };
    const wrong = await median(CAMILA, 'Otra.2026');
    const unknown = await median('11.111.111-1', 'Otra.2026');
    const locked = await median(MATIAS, 'Otra.2026');
    // Each checks one password hash (tens of ms); without it the answer took a few ms.
    expect(unknown).toBeGreaterThan(wrong / 3);
    expect(locked).toBeGreaterThan(wrong / 3);
  });

  it('refuses a rut whose check digit is wrong before looking it up (400)', async () => {
    const badDigit = await new TestBrowser(app).login('12.345.678-9', 'Demo.2026');
    expect(badDigit.response.status).toBe(400);
  });

  it('locks the account for 15 minutes at the fifth wrong password, then lets it in again', async () => {
    const browser = new TestBrowser(app);
    for (let i = 1; i <= 5; i += 1) {
      const { response } = await browser.login(CAMILA, `Mala.${i}`);
      expect((await errorOf(response, 401)).message).toBe(messages.badCredentials);
    }
    const right = await browser.login(CAMILA);
    expect((await errorOf(right.response, 401)).message).toBe(messages.badCredentials);
    advance(14 * 60);
    expect((await browser.login(CAMILA)).response.status).toBe(401);
    advance(60 + 1);
    expect((await browser.login(CAMILA)).response.status).toBe(200);
  });

  it('a lock does not close the live sessions of the account', async () => {
    const victim = new TestBrowser(app);
    await victim.login(CAMILA);
    for (let i = 1; i <= 6; i += 1) await new TestBrowser(app).login(CAMILA, `Mala.${i}`);
    expect((await victim.get('/client')).status).toBe(200);
  });

  it('resets the failure count after a good login', async () => {
    const browser = new TestBrowser(app);
    for (let i = 0; i < 4; i += 1) await browser.login(CAMILA, 'Mala.1');
    expect((await browser.login(CAMILA)).response.status).toBe(200);
    for (let i = 0; i < 4; i += 1) await browser.login(CAMILA, 'Mala.1');
    expect((await browser.login(CAMILA)).response.status).toBe(200);
  });

  it.each([
    ['no idCliente', { clave: 'x' }, ['idCliente']],
    ['an idCliente that is not a rut', { idCliente: 'hola', clave: 'x' }, ['idCliente']],
    ['an empty clave', { idCliente: CAMILA, clave: '' }, ['clave']],
    ['a number as clave', { idCliente: CAMILA, clave: 1234 }, ['clave']],
  ])('answers 400 with the field path for %s', async (_label, payload, path) => {
    const browser = new TestBrowser(app);
    const body = await errorOf(await browser.call('POST', '/auth/login', { body: payload }), 400);
    expect(body.path).toEqual(path);
    expect(body.message).toMatch(/^El campo /);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const browser = new TestBrowser(app);
    const body = await errorOf(
      await browser.call('POST', '/auth/login', { body: '{"idCliente": ' }),
      400,
    );
    expect(body.message).toBe(messages.invalidJson);
  });

  it('requires the channel and version headers', async () => {
    const browser = new TestBrowser(app);
    const response = await browser.call('POST', '/auth/login', {
      body: { idCliente: CAMILA, clave: 'Demo.2026' },
      channel: false,
    });
    expect((await errorOf(response, 400)).message).toBe(messages.badChannel);
    const wrongVersion = await browser.call('POST', '/auth/login', {
      body: { idCliente: CAMILA, clave: 'Demo.2026' },
      headers: { version: '2' },
    });
    expect(wrongVersion.status).toBe(400);
  });
});

describe('session', () => {
  it('answers 401 with a message without a session cookie, or with a made-up one', async () => {
    const browser = new TestBrowser(app);
    expect((await errorOf(await browser.get('/client'), 401)).message).toBe(messages.noSession);
    browser.cookies.set(SESSION_COOKIE, 'inventada');
    expect((await errorOf(await browser.get('/lifespan'), 401)).message).toBe(messages.noSession);
  });

  it('a cookie stolen from a login stops working after logout', async () => {
    const victim = new TestBrowser(app);
    await victim.login(CAMILA);
    const thief = new TestBrowser(app);
    thief.cookies.set(SESSION_COOKIE, victim.cookies.get(SESSION_COOKIE)!);
    expect((await thief.get('/client')).status).toBe(200);
    const out = await victim.call('POST', '/auth/logout');
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ ok: true });
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(victim.cookies.has(XSRF_COOKIE)).toBe(false);
    await errorOf(await thief.get('/client'), 401);
  });

  it('GET logout (the spec form) also ends the session', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    const cookie = browser.cookies.get(SESSION_COOKIE)!;
    expect((await browser.get('/auth/logout')).status).toBe(200);
    const thief = new TestBrowser(app);
    thief.cookies.set(SESSION_COOKIE, cookie);
    await errorOf(await thief.get('/client'), 401);
  });

  it('a cookie stolen from a login stops working after the idle timeout', async () => {
    const victim = new TestBrowser(app);
    await victim.login(CAMILA);
    const thief = new TestBrowser(app);
    thief.cookies.set(SESSION_COOKIE, victim.cookies.get(SESSION_COOKIE)!);
    advance(LIFESPAN + 1);
    expect((await errorOf(await thief.get('/client'), 401)).message).toBe(messages.sessionExpired);
    // Gone for good: the next call does not know the session at all.
    expect((await errorOf(await victim.get('/client'), 401)).message).toBe(messages.noSession);
  });

  it('every call (the keep-alive ping included) restarts the idle timeout', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    for (let i = 0; i < 3; i += 1) {
      advance(LIFESPAN - 10);
      const ping = await browser.get('/keepalive');
      expect(ping.status).toBe(200);
      expect(auth.keepAlive.response.parse(await ping.json())).toEqual({
        ok: true,
        lifespan: LIFESPAN,
      });
      expect(ping.headers.get(SESSION_REMAINING_HEADER)).toBe(String(LIFESPAN));
    }
  });

  it('ends at the absolute lifetime even when active', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    let elapsed = 0;
    while (elapsed + 800 <= MAX) {
      advance(800);
      elapsed += 800;
      expect((await browser.get('/keepalive')).status).toBe(200);
    }
    advance(MAX - elapsed + 1);
    expect((await errorOf(await browser.get('/keepalive'), 401)).message).toBe(
      messages.sessionExpired,
    );
  });

  it('tells the lifespan in seconds, with the notification count header', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    const response = await browser.get('/lifespan');
    expect(auth.lifespan.response.parse(await response.json())).toEqual({ lifespan: LIFESPAN });
    expect(response.headers.get(NOTIFICATION_COUNT_HEADER)).toBe('2');
  });

  it('refuses a mutating call without the XSRF header, or with another one (403)', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    const missing = await browser.call('POST', '/auth/logout', { xsrf: false });
    expect((await errorOf(missing, 403)).message).toBe(messages.xsrf);
    const other = new TestBrowser(app);
    await other.login(RODRIGO);
    const foreign = await browser.call('PUT', '/auth/clave', {
      body: { ClaveAntigua: 'Demo.2026', ClaveNueva: 'Nueva.2027' },
      xsrf: false,
      headers: { [XSRF_HEADER]: decodeURIComponent(other.cookies.get(XSRF_COOKIE)!) },
    });
    await errorOf(foreign, 403);
    // Still logged in: the refused logout did nothing.
    expect((await browser.get('/client')).status).toBe(200);
  });
});

describe('profiles and contextualize', () => {
  it('lists the three profiles of Rodrigo with the spec fields', async () => {
    const browser = new TestBrowser(app);
    await browser.login(RODRIGO);
    const response = await browser.get('/auth/perfiles');
    const { Profiles } = auth.perfiles.response.parse(await response.json());
    expect(Profiles.map((p) => [p.code, p.nombre, p.Rut, p.HasTEFE])).toEqual([
      ['2001', 'Rodrigo Ignacio Soto Muñoz', '15432198-5', false],
      ['2002', 'Inversiones Cordillera SpA', '76543210-3', false],
      ['2003', 'Comercial Pacífico Ltda.', '77123456-9', true],
    ]);
    expect(Profiles[2]!.MandataryTypes.map((t) => t.Description)).toEqual([
      'Operador',
      'Apoderado',
    ]);
  });

  it('contextualizes to a mandatary and gives the role flags', async () => {
    const browser = new TestBrowser(app);
    await browser.login(RODRIGO);
    const response = await browser.get('/contextualize/2003');
    const body = auth.contextualize.response.parse(await response.json());
    expect(body).toMatchObject({
      profileRole: 'Operador, Apoderado',
      flagPN: false,
      flagOperador: true,
      flagSupervisor: false,
    });
    const client = await read(await browser.get('/client'));
    expect(client.RutCliente).toBe('77123456-9');
    expect((await browser.get('/contextualize/2002')).status).toBe(200);
    expect((await read(await browser.get('/client'))).RutCliente).toBe('76543210-3');
  });

  it('refuses a code that is not one of the client profiles (404)', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    await errorOf(await browser.get('/contextualize/2003'), 404);
  });
});

describe('PUT /api/auth/clave', () => {
  /** Back to the demo password (Rodrigo's hash: the same one) for the other tests. */
  const restoreCamila = () =>
    db.query(
      `UPDATE clients SET password_hash = (SELECT password_hash FROM clients WHERE rut = '15432198-5'),
              previous_password_hash = NULL WHERE rut = '12345678-5'`,
    );
  const change = (browser: TestBrowser, ClaveAntigua: string, ClaveNueva: string) =>
    browser.call('PUT', '/auth/clave', { body: { ClaveAntigua, ClaveNueva } });

  it.each([
    [
      'the current one is wrong',
      'Mala.2026',
      'Nueva.2027',
      messages.passwordWrongCurrent,
      'ClaveAntigua',
    ],
    ['too short', 'Demo.2026', 'Ab1.xyz', messages.passwordLength(8, 128), 'ClaveNueva'],
    [
      'seven characters, one an emoji (eight UTF-16 units)',
      'Demo.2026',
      'abcdef\u{1F600}',
      messages.passwordLength(8, 128),
      'ClaveNueva',
    ],
    ['with the rut', 'Demo.2026', 'Ab12345678', messages.passwordRut, 'ClaveNueva'],
    ['equal to the rut', 'Demo.2026', '12.345.678-5', messages.passwordRut, 'ClaveNueva'],
    ['with her name', 'Demo.2026', 'CamilaInvierte2026', messages.passwordName, 'ClaveNueva'],
    [
      'with a surname, accents and case aside',
      'Demo.2026',
      'FUENTES-del-sur-88',
      messages.passwordName,
      'ClaveNueva',
    ],
    [
      'a common one (breached lists)',
      'Demo.2026',
      'password123',
      messages.passwordCommon,
      'ClaveNueva',
    ],
    ['a common Spanish one', 'Demo.2026', 'contraseña', messages.passwordCommon, 'ClaveNueva'],
    [
      'easy to guess (zxcvbn below 3)',
      'Demo.2026',
      'Nueva.2027',
      messages.passwordWeak,
      'ClaveNueva',
    ],
    ['the same as now', 'Demo.2026', 'Demo.2026', messages.passwordWeak, 'ClaveNueva'],
  ])('refuses a new password when %s, in Spanish', async (_label, old, next, message, field) => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    const body = await errorOf(await change(browser, old, next), 400);
    expect(body).toEqual({ message, status: 400, path: [field] });
  });

  it('refuses more than 128 characters as a request limit (400 on ClaveNueva)', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    const body = await errorOf(await change(browser, 'Demo.2026', 'x'.repeat(129)), 400);
    expect(body.path).toEqual(['ClaveNueva']);
  });

  it('refuses a 200-character one by its length, without keeping a truncated copy', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    const long = 'gaviotas lentas sobre el faro dormido '.repeat(6).slice(0, 200);
    const body = await errorOf(await change(browser, 'Demo.2026', long), 400);
    expect(body.path).toEqual(['ClaveNueva']);
    // Nothing changed: neither the first 128 characters nor the whole opens the account.
    expect((await new TestBrowser(app).login(CAMILA, long.slice(0, 128))).response.status).toBe(
      401,
    );
    expect((await new TestBrowser(app).login(CAMILA)).response.status).toBe(200);
  });

  it.each([
    [
      'a 64-character passphrase with spaces and no digits',
      'una frase de paso larga '.repeat(3).slice(0, 64),
    ],
    [
      '128 characters of lower-case words',
      'el faro dormido cuenta gaviotas sobre la bahia mientras el cartero lento silba tangos viejos bajo la lluvia tibia de noviembre',
    ],
    ['lower case letters only', 'solominusculas'],
  ])('accepts %s, with no composition rules, and logs in with it untruncated', async (_l, next) => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    expect((await change(browser, 'Demo.2026', next)).status).toBe(200);
    // Every character counts: the password without its last one is wrong.
    expect((await new TestBrowser(app).login(CAMILA, next.slice(0, -1))).response.status).toBe(401);
    expect((await new TestBrowser(app).login(CAMILA, next)).response.status).toBe(200);
    await db.query(
      `UPDATE clients SET password_hash = (SELECT password_hash FROM clients WHERE rut = '15432198-5'),
              previous_password_hash = NULL WHERE rut = '12345678-5'`,
    );
  });

  it('counts wrong current passwords: the fifth locks the change and the login, not the session', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    for (let i = 1; i <= 4; i += 1) {
      const body = await errorOf(await change(browser, `Mala.${i}`, 'Nueva.2027'), 400);
      expect(body.message).toBe(messages.passwordWrongCurrent);
    }
    const fifth = await errorOf(await change(browser, 'Mala.5', 'Nueva.2027'), 423);
    expect(fifth.message).toBe(messages.passwordLocked);
    // Even the right current password is refused while the lock lasts, and so is the login.
    const right = await errorOf(await change(browser, 'Demo.2026', 'Nueva.2027'), 423);
    expect(right.message).toBe(messages.passwordLocked);
    expect((await new TestBrowser(app).login(CAMILA)).response.status).toBe(401);
    // The session of the client is not closed by the lock.
    expect((await browser.get('/client')).status).toBe(200);
    advance(15 * 60 + 1);
    expect((await new TestBrowser(app).login(CAMILA)).response.status).toBe(200);
  });

  it('changes it and closes every other session of the client at once, keeping the current one', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    const elsewhere = new TestBrowser(app);
    await elsewhere.login(CAMILA);
    const third = new TestBrowser(app);
    await third.login(CAMILA);
    const other = new TestBrowser(app);
    await other.login(RODRIGO);
    const next = 'Trigo.Lento.Faro.92';
    expect((await change(browser, 'Demo.2026', next)).status).toBe(200);
    await errorOf(await elsewhere.get('/client'), 401);
    await errorOf(await third.get('/keepalive'), 401);
    // The current session goes on; another client's is untouched.
    expect((await browser.get('/client')).status).toBe(200);
    expect((await other.get('/keepalive')).status).toBe(200);
    expect((await new TestBrowser(app).login(CAMILA)).response.status).toBe(401);
    expect((await new TestBrowser(app).login(CAMILA, next)).response.status).toBe(200);
    await restoreCamila();
  });

  it('refuses the previous password and the current one again', async () => {
    const browser = new TestBrowser(app);
    await browser.login(CAMILA);
    const next = 'Trigo.Lento.Faro.92';
    expect((await change(browser, 'Demo.2026', next)).status).toBe(200);
    const newer = 'NubeRoja-Piedra-47';
    expect((await change(browser, next, newer)).status).toBe(200);
    expect((await errorOf(await change(browser, newer, next), 400)).message).toBe(
      messages.passwordRepeated,
    );
    expect((await errorOf(await change(browser, newer, newer), 400)).message).toBe(
      messages.passwordRepeated,
    );
    await restoreCamila();
  });
});
