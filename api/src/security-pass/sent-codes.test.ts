import { securityPass } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { errorOf } from '../test-support/error-of.ts';
import { useSecurityPassApp } from '../test-support/security-pass-app.ts';
import { lastOutboxCode } from '../test-support/outbox-code.ts';
import { outboxMessages } from '../outbox/outbox.ts';
import { securityPassMessages as m } from './messages.ts';

const CAMILA = '12.345.678-5';
const harness = useSecurityPassApp();
const { advance } = harness;

/** The code of the newest message the outbox holds for Camila on a channel. */
const lastCode = (channel: 'sms' | 'email') => lastOutboxCode(harness.db, CAMILA, channel);

const send = (browser: TestBrowser, canal: string, proposito: string) =>
  browser.get(`/securityPass/otp/inversiones?canal=${canal}&proposito=${proposito}`);
const verify = (browser: TestBrowser, canal: string, codigo: string, proposito: string) =>
  browser.call('POST', '/securityPass/otp/inversiones', { body: { canal, codigo, proposito } });

/** Camila with the SMS method active (enrolled in a session that is then left). */
async function smsEnrolled(target: App = harness.app) {
  const browser = new TestBrowser(target);
  await browser.login(CAMILA);
  expect((await send(browser, 'sms', 'enrolamiento')).status).toBe(200);
  expect((await verify(browser, 'sms', await lastCode('sms'), 'enrolamiento')).status).toBe(200);
  return browser;
}

describe('codes sent by SMS or e-mail (through the outbox)', () => {
  it('enrols the phone on record with a code, masked everywhere it is shown', async () => {
    const browser = new TestBrowser(harness.app);
    await browser.login(CAMILA);
    const sent = securityPass.otpSend.response.parse(
      await read(await send(browser, 'sms', 'enrolamiento')),
    );
    expect(sent).toEqual({
      destino: '+56 9 **** 4321',
      expiraEnSegundos: 300,
      reenviarEnSegundos: 60,
    });
    const [message] = await outboxMessages(harness.db, { rut: CAMILA, limit: 1 });
    expect(message).toMatchObject({ channel: 'sms', destination: '+56 9 **** 4321' });
    expect((await verify(browser, 'sms', await lastCode('sms'), 'enrolamiento')).status).toBe(200);
    const listed = securityPass.method.response.parse(
      await read(await browser.get('/securityPass/method')),
    );
    expect(listed.metodos).toEqual([
      expect.objectContaining({ tipo: 'sms', estado: 'activo', destino: '+56 9 **** 4321' }),
    ]);
  });

  it('logs in with a sent code; the code is single use and only for the session that asked', async () => {
    await smsEnrolled();
    advance(61);
    const browser = new TestBrowser(harness.app);
    expect((await browser.login(CAMILA)).body.segundoFactor).toEqual(['sms']);
    expect((await send(browser, 'sms', 'ingreso')).status).toBe(200);
    const code = await lastCode('sms');

    const other = new TestBrowser(harness.app);
    await other.login(CAMILA);
    expect((await errorOf(await verify(other, 'sms', code, 'ingreso'), 400)).message).toBe(
      m.codeRefused,
    );
    expect((await verify(browser, 'sms', code, 'ingreso')).status).toBe(200);
    expect((await browser.get('/client')).status).toBe(200);
    expect((await errorOf(await verify(other, 'sms', code, 'ingreso'), 400)).message).toBe(
      m.codeRefused,
    );
  });

  it('refuses an expired code with the same message, and a fresh one works', async () => {
    await smsEnrolled();
    advance(61);
    const browser = new TestBrowser(harness.app);
    await browser.login(CAMILA);
    await send(browser, 'sms', 'ingreso');
    const code = await lastCode('sms');
    advance(5 * 60 + 1);
    expect((await errorOf(await verify(browser, 'sms', code, 'ingreso'), 400)).message).toBe(
      m.codeRefused,
    );
    await send(browser, 'sms', 'ingreso');
    expect((await verify(browser, 'sms', await lastCode('sms'), 'ingreso')).status).toBe(200);
  });

  it('keeps only the last code sent valid', async () => {
    await smsEnrolled();
    advance(61);
    const browser = new TestBrowser(harness.app);
    await browser.login(CAMILA);
    await send(browser, 'sms', 'ingreso');
    const first = await lastCode('sms');
    advance(61);
    await send(browser, 'sms', 'ingreso');
    const second = await lastCode('sms');
    if (first !== second) expect((await verify(browser, 'sms', first, 'ingreso')).status).toBe(400);
    expect((await verify(browser, 'sms', second, 'ingreso')).status).toBe(200);
  });

  it('lets one of two simultaneous submissions of a sent code through', async () => {
    await smsEnrolled();
    advance(61);
    const browser = new TestBrowser(harness.app);
    await browser.login(CAMILA);
    await send(browser, 'sms', 'ingreso');
    const code = await lastCode('sms');
    const statuses = (
      await Promise.all([
        verify(browser, 'sms', code, 'ingreso'),
        verify(browser, 'sms', code, 'ingreso'),
      ])
    ).map((r) => r.status);
    // The loser used the session's old secret or found the code used: refused either way.
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
  });

  it('waits between sends, and limits sends per session and per client', async () => {
    const tight = harness.appWith({ resendWaitMs: 60_000, sendsPerSession: 2, sendsPerClient: 3 });
    const browser = new TestBrowser(tight);
    await browser.login(CAMILA);
    expect((await send(browser, 'email', 'enrolamiento')).status).toBe(200);
    const early = await send(browser, 'email', 'enrolamiento');
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('60');
    expect((await read(early)).message).toBe(m.tooManySends(60));
    advance(61);
    expect((await send(browser, 'email', 'enrolamiento')).status).toBe(200);
    advance(61);
    expect((await send(browser, 'email', 'enrolamiento')).status).toBe(429);
    // Another session: its own count, but the client's third send is its last in the window.
    const other = new TestBrowser(tight);
    await other.login(CAMILA);
    advance(61);
    expect((await send(other, 'email', 'enrolamiento')).status).toBe(200);
    advance(61);
    expect((await send(other, 'email', 'enrolamiento')).status).toBe(429);
  });

  it('sends nothing to a method blocked by five wrong codes', async () => {
    await smsEnrolled();
    advance(61);
    const browser = new TestBrowser(harness.app);
    await browser.login(CAMILA);
    await send(browser, 'sms', 'ingreso');
    const code = await lastCode('sms');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i += 1) await verify(browser, 'sms', wrong, 'ingreso');
    expect((await errorOf(await verify(browser, 'sms', wrong, 'ingreso'), 423)).message).toBe(
      m.blocked,
    );
    advance(61);
    expect((await errorOf(await send(browser, 'sms', 'ingreso'), 423)).message).toBe(m.blocked);
  });
});
