import { securityPass } from '@inversiones/contract';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { messages } from '../messages.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { errorOf } from '../test-support/error-of.ts';
import { useSecurityPassApp } from '../test-support/security-pass-app.ts';
import { securityPassMessages as m } from './messages.ts';

const CAMILA = '12.345.678-5';
const harness = useSecurityPassApp();
const { advance } = harness;
/** The code an authenticator app shows for `secret` at the test clock. */
const codeAt = (secret: string, ms = harness.clock) =>
  generate({ secret, epoch: Math.floor(ms / 1000) });

/** Another code than the right one (same length, never the app's). */
const wrong = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

/** Camila logged in (no second factor yet) with an authenticator app enrolled and confirmed. */
async function enrolledCamila(target: App = harness.app) {
  const browser = new TestBrowser(target);
  await browser.login(CAMILA);
  const enrol = securityPass.crontoEnrol.response.parse(
    await read(await browser.get('/securityPass/cronto')),
  );
  const confirm = await browser.call('POST', '/securityPass/cronto', {
    body: { codigo: await codeAt(enrol.secreto), proposito: 'enrolamiento' },
  });
  expect(confirm.status).toBe(200);
  return { browser, secret: enrol.secreto };
}

async function loginPending(target: App = harness.app) {
  const browser = new TestBrowser(target);
  const { response, body } = await browser.login(CAMILA);
  expect(response.status).toBe(200);
  expect(body.segundoFactor).toEqual(['cronto']);
  return browser;
}

const submit = (browser: TestBrowser, codigo: string, proposito = 'ingreso') =>
  browser.call('POST', '/securityPass/cronto', { body: { codigo, proposito } });

describe('enrolling an authenticator app', () => {
  it('shows the secret once, and activates the method only with a valid code', async () => {
    const browser = new TestBrowser(harness.app);
    const login = await browser.login(CAMILA);
    expect(login.body.segundoFactor).toBeUndefined();

    const enrol = securityPass.crontoEnrol.response.parse(
      await read(await browser.get('/securityPass/cronto')),
    );
    expect(enrol.uri).toContain(`secret=${enrol.secreto}`);
    expect(enrol.uri).toContain('issuer=Inversiones');
    const pending = securityPass.method.response.parse(
      await read(await browser.get('/securityPass/method')),
    );
    expect(pending.metodos).toEqual([
      expect.objectContaining({ tipo: 'cronto', estado: 'pendiente', activoDesde: null }),
    ]);

    const right = await codeAt(enrol.secreto);
    const refused = await errorOf(await submit(browser, wrong(right), 'enrolamiento'), 400);
    expect(refused.message).toBe(m.codeRefused);
    expect((await submit(browser, right, 'enrolamiento')).status).toBe(200);

    const listed = await browser.get('/securityPass/method');
    const text = await listed.text();
    expect(text).not.toContain(enrol.secreto);
    expect(securityPass.method.response.parse(JSON.parse(text)).metodos).toEqual([
      expect.objectContaining({ tipo: 'cronto', estado: 'activo', bloqueadoHasta: null }),
    ]);
    // Never shown again: a new enrolment is refused while the app is active.
    const again = await errorOf(await browser.get('/securityPass/cronto'), 409);
    expect(again.message).toBe(m.alreadyActive);
  });

  it('discards a pending enrolment and its secret on cancel', async () => {
    const browser = new TestBrowser(harness.app);
    await browser.login(CAMILA);
    const { secreto } = await read(await browser.get('/securityPass/cronto'));
    expect((await browser.get('/securityPass/cancel')).status).toBe(200);
    expect((await read(await browser.get('/securityPass/method'))).metodos).toEqual([]);
    const late = await errorOf(await submit(browser, await codeAt(secreto), 'enrolamiento'), 409);
    expect(late.message).toBe(m.noPendingEnrolment);
  });
});

describe('the login step (clavePrimaria)', () => {
  it('refuses every profile and session call until a code is accepted, then lets them in', async () => {
    const { secret } = await enrolledCamila();
    advance(30);
    const browser = await loginPending();

    for (const path of ['/client', '/auth/perfiles', '/contextualize/x', '/ffmm/misFondos']) {
      const refused = await errorOf(await browser.get(path), 403);
      expect(refused.message).toBe(messages.secondFactorRequired);
    }
    // Before the step: the methods, keep-alive and logout answer.
    const state = await read(await browser.get('/securityPass/method'));
    expect(state.segundoFactorPendiente).toBe(true);
    expect((await browser.get('/keepalive')).status).toBe(200);
    // Enrolling or removing is not for a session that owes the step.
    expect((await browser.get('/securityPass/cronto')).status).toBe(403);

    const before = browser.cookies.get('inv_session');
    expect((await submit(browser, await codeAt(secret))).status).toBe(200);
    // The secret rotates when the session becomes fully authenticated.
    expect(browser.cookies.get('inv_session')).not.toBe(before);
    expect((await browser.get('/client')).status).toBe(200);
    expect((await browser.get('/auth/perfiles')).status).toBe(200);
    expect((await read(await browser.get('/securityPass/method'))).segundoFactorPendiente).toBe(
      false,
    );
  });

  it('refuses a wrong code with one message, and a replayed one the same way', async () => {
    const { secret } = await enrolledCamila();
    advance(30);
    const first = await loginPending();
    const code = await codeAt(secret);
    const wrongAnswer = await errorOf(await submit(first, wrong(code)), 400);
    expect(wrongAnswer).toMatchObject({ message: m.codeRefused, path: ['codigo'] });
    expect((await submit(first, code)).status).toBe(200);

    // The same code in another login, within its time step: a replay.
    const second = await loginPending();
    const replay = await errorOf(await submit(second, code), 400);
    expect(replay.message).toBe(wrongAnswer.message);
    advance(30);
    expect((await submit(second, await codeAt(secret))).status).toBe(200);
  });

  it('accepts a code of the previous step (clock drift) but not an older one', async () => {
    const { secret } = await enrolledCamila();
    advance(120);
    const browser = await loginPending();
    expect((await submit(browser, await codeAt(secret, harness.clock - 60_000))).status).toBe(400);
    expect((await submit(browser, await codeAt(secret, harness.clock - 30_000))).status).toBe(200);
  });

  it('blocks the method after five wrong codes, says for how long, and opens after it', async () => {
    const { secret } = await enrolledCamila();
    advance(30);
    const browser = await loginPending();
    const right = await codeAt(secret);
    for (let i = 1; i <= 4; i += 1) expect((await submit(browser, wrong(right))).status).toBe(400);
    const fifth = await errorOf(await submit(browser, wrong(right)), 423);
    expect(fifth.message).toBe(m.blocked);
    expect(fifth.message).toContain('15 minutos');
    // Blocked: even the right code is refused, and the list says until when.
    expect((await errorOf(await submit(browser, right), 423)).message).toBe(m.blocked);
    const listed = await read(await browser.get('/securityPass/method'));
    expect(listed.metodos[0].bloqueadoHasta).toBe(
      new Date(harness.clock + 15 * 60_000).toISOString(),
    );

    advance(15 * 60 + 1);
    const later = await loginPending();
    expect((await submit(later, await codeAt(secret))).status).toBe(200);
  });

  it('lets exactly one of two simultaneous submissions of the right code through', async () => {
    const { secret } = await enrolledCamila();
    advance(30);
    const one = await loginPending();
    const other = await loginPending();
    const code = await codeAt(secret);
    const statuses = (await Promise.all([submit(one, code), submit(other, code)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 400]);
  });

  it('limits code entry per session (429 with Retry-After)', async () => {
    const tight = harness.appWith({ entriesPerSession: 2, entriesPerClient: 100 });
    const { secret } = await enrolledCamila(tight);
    advance(30);
    const browser = await loginPending(tight);
    const right = await codeAt(secret);
    expect((await submit(browser, wrong(right))).status).toBe(400);
    expect((await submit(browser, wrong(right))).status).toBe(400);
    const limited = await submit(browser, right);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect((await read(limited)).message).toMatch(/demasiados códigos/);
  });

  it('limits code entry per client across sessions', async () => {
    const tight = harness.appWith({ entriesPerSession: 100, entriesPerClient: 3 });
    const { secret } = await enrolledCamila(tight);
    advance(30);
    const right = await codeAt(secret);
    const one = await loginPending(tight);
    expect((await submit(one, wrong(right))).status).toBe(400);
    expect((await submit(one, wrong(right))).status).toBe(400);
    const other = await loginPending(tight);
    expect((await submit(other, right)).status).toBe(429);
  });
});

describe('removing a method', () => {
  it('asks for a current code, and then the login has no second factor', async () => {
    const { browser, secret } = await enrolledCamila();
    advance(30);
    const right = await codeAt(secret);
    expect((await submit(browser, wrong(right), 'eliminacion')).status).toBe(400);
    expect((await submit(browser, right, 'eliminacion')).status).toBe(200);
    expect((await read(await browser.get('/securityPass/method'))).metodos).toEqual([]);
    const next = new TestBrowser(harness.app);
    expect((await next.login(CAMILA)).body.segundoFactor).toBeUndefined();
    expect((await next.get('/client')).status).toBe(200);
  });
});
