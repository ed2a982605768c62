import { publicAccess, RETRY_AFTER_HEADER } from '@inversiones/contract';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { errorOf } from '../test-support/error-of.ts';
import { lastOutboxCode } from '../test-support/outbox-code.ts';
import { solvedChallenge, usePublicAccessApp } from '../test-support/public-access-app.ts';
import { demoAnswers } from './questions.ts';
import { outboxMessages } from '../outbox/outbox.ts';

const MATIAS = '9.876.543-3';
const SOFIA = '14.567.890-0';
/** A valid rut that is nobody's. */
const STRANGER = '11.111.111-1';
const KEY = 'clave-de-prueba-del-desafio';
const rightAnswers = Object.entries(demoAnswers).map(([id, respuesta]) => ({ id, respuesta }));

const harness = usePublicAccessApp({ key: KEY, records: { '14567890-0': {} } });
const advance = (seconds: number) => {
  harness.clock += seconds * 1000;
};

beforeEach(async () => {
  await harness.db.query(
    `UPDATE clients SET failed_attempts = 0, last_failed_at = NULL, locked = (rut = '9876543-3')`,
  );
});

const post = (browser: TestBrowser, path: string, body: unknown) =>
  browser.call('POST', path, { body });

async function startFlow(browser: TestBrowser, kind: 'reset' | 'desbloqueo', rut: string) {
  const response = await post(browser, `/authPub/${kind}/preguntas`, {
    rut,
    desafio: await solvedChallenge(browser),
  });
  expect(response.status).toBe(200);
  return publicAccess.resetQuestions.response.parse(await read(response));
}

describe('the proof-of-work challenge', () => {
  it('is accepted once: a replay of the same solution is refused', async () => {
    const browser = new TestBrowser(harness.app);
    const desafio = await solvedChallenge(browser);
    const first = await post(browser, '/authPub/desbloqueo/preguntas', { rut: MATIAS, desafio });
    expect(first.status).toBe(200);
    const replay = await post(browser, '/authPub/desbloqueo/preguntas', { rut: MATIAS, desafio });
    expect((await errorOf(replay, 400)).message).toBe(messages.challengeFailed);
  });

  it('expires, and one signed with another key or unsolved is refused', async () => {
    const browser = new TestBrowser(harness.app);
    const late = await solvedChallenge(browser);
    advance(6 * 60);
    const expired = await post(browser, '/authPub/reset/preguntas', { rut: SOFIA, desafio: late });
    expect((await errorOf(expired, 400)).message).toBe(messages.challengeFailed);

    const forged = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 10,
      deriveKey,
      data: { vence: harness.clock + 60_000 },
      hmacSignatureSecret: 'otra-clave',
      hmacKeySignatureSecret: 'otra-clave',
    });
    const solution = await solveChallenge({ challenge: forged, deriveKey });
    const desafio = Buffer.from(JSON.stringify({ challenge: forged, solution })).toString('base64');
    const refused = await post(browser, '/authPub/reset/preguntas', { rut: SOFIA, desafio });
    expect((await errorOf(refused, 400)).message).toBe(messages.challengeFailed);

    const { parameters, signature } = publicAccess.challenge.response.parse(
      await read(await browser.get('/authPub/desafio')),
    );
    const unsolved = Buffer.from(
      JSON.stringify({
        challenge: { parameters, signature },
        solution: { counter: 0, derivedKey: '00' },
      }),
    ).toString('base64');
    const wrong = await post(browser, '/authPub/reset/preguntas', {
      rut: SOFIA,
      desafio: unsolved,
    });
    expect((await errorOf(wrong, 400)).message).toBe(messages.challengeFailed);
    const garbage = await post(browser, '/authPub/reset/preguntas', { rut: SOFIA, desafio: 'xyz' });
    expect((await errorOf(garbage, 400)).message).toBe(messages.challengeFailed);
  });
});

describe('unlock', { timeout: 90_000 }, () => {
  it('Matías answers the questions, the account opens and its lockout count starts again', async () => {
    await harness.db.query(
      `UPDATE clients SET failed_attempts = 5, last_failed_at = $1 WHERE rut = '9876543-3'`,
      [harness.clock],
    );
    const browser = new TestBrowser(harness.app);
    expect((await browser.login(MATIAS)).response.status).toBe(401);
    const { flujo, preguntas } = await startFlow(browser, 'desbloqueo', MATIAS);
    expect(preguntas.map((q) => q.id).sort()).toEqual(Object.keys(demoAnswers).sort());

    const wrong = await post(browser, '/authPub/desbloqueo/procesar', {
      flujo,
      respuestas: rightAnswers.map((a, i) => (i === 0 ? { ...a, respuesta: 'Firulais' } : a)),
    });
    expect((await errorOf(wrong, 400)).message).toBe(messages.wrongAnswers);
    expect((await browser.login(MATIAS)).response.status).toBe(401);

    // Case, accents and spaces do not matter.
    const respuestas = rightAnswers.map((a) => ({
      ...a,
      respuesta: ` ${a.respuesta.toUpperCase()} `,
    }));
    const done = await post(browser, '/authPub/desbloqueo/procesar', { flujo, respuestas });
    expect(done.status).toBe(200);
    const [row] = await harness.db.query<{ locked: boolean; failed_attempts: number }>(
      `SELECT locked, failed_attempts FROM clients WHERE rut = '9876543-3'`,
    );
    expect(row).toEqual({ locked: false, failed_attempts: 0 });
    expect((await browser.login(MATIAS)).response.status).toBe(200);

    // The flow is spent: its token does nothing more.
    const again = await post(browser, '/authPub/desbloqueo/procesar', { flujo, respuestas });
    expect((await errorOf(again, 400)).message).toBe(messages.flowOver);
  });

  it('three wrong answer sets end the flow, even with the right answers after', async () => {
    const browser = new TestBrowser(harness.app);
    const { flujo } = await startFlow(browser, 'desbloqueo', MATIAS);
    const respuestas = rightAnswers.map((a) => ({ ...a, respuesta: 'no' }));
    for (const expected of [messages.wrongAnswers, messages.wrongAnswers, messages.flowOver]) {
      const response = await post(browser, '/authPub/desbloqueo/procesar', { flujo, respuestas });
      expect((await errorOf(response, 400)).message).toBe(expected);
    }
    const late = await post(browser, '/authPub/desbloqueo/procesar', {
      flujo,
      respuestas: rightAnswers,
    });
    expect((await errorOf(late, 400)).message).toBe(messages.flowOver);
    expect((await browser.login(MATIAS)).response.status).toBe(401);
  });
});

describe('no enumeration', { timeout: 90_000 }, () => {
  it('a client and a non-client rut get the same answers, in about the same time', async () => {
    const timings: Record<string, number[]> = { client: [], stranger: [] };
    const answers: Record<string, unknown[]> = { client: [], stranger: [] };
    for (let round = 0; round < 3; round++) {
      for (const [who, rut] of [
        ['client', SOFIA],
        ['stranger', STRANGER],
      ] as const) {
        const browser = new TestBrowser(harness.app);
        const { flujo, preguntas } = await startFlow(browser, 'reset', rut);
        expect(preguntas).toHaveLength(3);
        const started = performance.now();
        const response = await post(browser, '/authPub/reset/preguntas/validar', {
          flujo,
          respuestas: preguntas.map((q) => ({ id: q.id, respuesta: 'Respuesta errada' })),
        });
        timings[who]!.push(performance.now() - started);
        answers[who]!.push({ status: response.status, body: await read(response) });
      }
    }
    expect(answers.client).toEqual(answers.stranger);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;
    const [a, b] = [median(timings.client!), median(timings.stranger!)];
    // Both check three answers with scrypt; the difference is noise, not a missing hash.
    expect(Math.abs(a - b)).toBeLessThan(Math.max(a, b) * 0.6 + 20);
  });

  it('an unknown rut sees the same questions at every visit', async () => {
    const first = await startFlow(new TestBrowser(harness.app), 'reset', STRANGER);
    const second = await startFlow(new TestBrowser(harness.app), 'reset', '11111111-1');
    expect(second.preguntas).toEqual(first.preguntas);
    expect(second.flujo).not.toBe(first.flujo);
    // Even answers that would be right for a client never pass for a rut that is nobody's.
    const browser = new TestBrowser(harness.app);
    const guessed = await post(browser, '/authPub/desbloqueo/procesar', {
      flujo: (await startFlow(browser, 'desbloqueo', STRANGER)).flujo,
      respuestas: first.preguntas.map((q) => ({ id: q.id, respuesta: demoAnswers[q.id] ?? 'x' })),
    });
    expect((await errorOf(guessed, 400)).message).toBe(messages.wrongAnswers);
  });
});

describe('reset password', { timeout: 90_000 }, () => {
  async function toPin(browser: TestBrowser) {
    const { flujo, preguntas } = await startFlow(browser, 'reset', SOFIA);
    const response = await post(browser, '/authPub/reset/preguntas/validar', {
      flujo,
      respuestas: preguntas.map((q) => ({ id: q.id, respuesta: demoAnswers[q.id] })),
    });
    expect(response.status).toBe(200);
    expect(publicAccess.validateResetAnswers.response.parse(await read(response))).toEqual({
      canal: 'sms',
      destino: '+56 9 **** 1234',
    });
    return flujo;
  }
  /** The PIN as the client reads it: the newest message of the outbox for her rut. */
  const lastPin = () => lastOutboxCode(harness.db, SOFIA);

  it('RUT, questions, PIN, new password, process: the new password logs in, the old does not', async () => {
    const old = new TestBrowser(harness.app);
    expect((await old.login(SOFIA)).response.status).toBe(200);
    const browser = new TestBrowser(harness.app);
    const flujo = await toPin(browser);
    const [message] = await outboxMessages(harness.db, { rut: SOFIA, limit: 1 });
    expect(message).toMatchObject({ channel: 'sms', destination: '+56 9 **** 1234' });
    const pin = await lastPin();

    const wrongPin = pin === '000000' ? '111111' : '000000';
    const wrong = await post(browser, '/authPub/reset/pin', { flujo, pin: wrongPin });
    expect((await errorOf(wrong, 400)).message).toBe(messages.wrongPin);
    expect((await post(browser, '/authPub/reset/pin', { flujo, pin })).status).toBe(200);
    const reused = await post(browser, '/authPub/reset/pin', { flujo, pin });
    expect((await errorOf(reused, 400)).message).toBe(messages.wrongPin);

    const weak = await post(browser, '/authPub/reset/clave', { flujo, clave: '14567890abc' });
    expect((await errorOf(weak, 400)).path).toEqual(['clave']);
    const clave = 'Nueva.Clave.De.Sofia.2026';
    expect((await post(browser, '/authPub/reset/clave', { flujo, clave })).status).toBe(200);
    expect((await post(browser, '/authPub/reset/procesar', { flujo })).status).toBe(200);

    expect((await browser.login(SOFIA)).response.status).toBe(401);
    expect((await browser.login(SOFIA, clave)).response.status).toBe(200);
    // The session opened with the old password is over.
    expect((await old.get('/auth/perfiles')).status).toBe(401);
    const twice = await post(browser, '/authPub/reset/procesar', { flujo });
    expect((await errorOf(twice, 400)).message).toBe(messages.flowOver);
    await harness.db.query(`UPDATE clients SET password_hash = (SELECT password_hash FROM clients
      WHERE rut = '12345678-5') WHERE rut = '14567890-0'`);
  });

  it('an expired PIN is refused; a new PIN works and voids the previous one', async () => {
    const browser = new TestBrowser(harness.app);
    const flujo = await toPin(browser);
    const expiring = await lastPin();
    advance(6 * 60);
    const late = await post(browser, '/authPub/reset/pin', { flujo, pin: expiring });
    expect((await errorOf(late, 400)).message).toBe(messages.wrongPin);

    const fresh = await post(browser, '/authPub/reset/pin/nuevo', { flujo });
    expect(fresh.status).toBe(200);
    const current = await lastPin();
    if (current !== expiring) {
      const previous = await post(browser, '/authPub/reset/pin', { flujo, pin: expiring });
      expect((await errorOf(previous, 400)).message).toBe(messages.wrongPin);
    }
    expect((await post(browser, '/authPub/reset/pin', { flujo, pin: current })).status).toBe(200);
  });

  it('three wrong tries void the PIN, and a flow sends at most three PINs', async () => {
    const browser = new TestBrowser(harness.app);
    const flujo = await toPin(browser);
    const pin = await lastPin();
    const wrongPin = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) await post(browser, '/authPub/reset/pin', { flujo, pin: wrongPin });
    const right = await post(browser, '/authPub/reset/pin', { flujo, pin });
    expect((await errorOf(right, 400)).message).toBe(messages.wrongPin);

    expect((await post(browser, '/authPub/reset/pin/nuevo', { flujo })).status).toBe(200);
    expect((await post(browser, '/authPub/reset/pin/nuevo', { flujo })).status).toBe(200);
    const fourth = await post(browser, '/authPub/reset/pin/nuevo', { flujo });
    expect((await errorOf(fourth, 400)).message).toBe(messages.pinLimit);
  });

  it('a step out of order is refused: no password before the PIN', async () => {
    const browser = new TestBrowser(harness.app);
    const flujo = await toPin(browser);
    const early = await post(browser, '/authPub/reset/clave', { flujo, clave: 'Otra.Clave.2026' });
    expect((await errorOf(early, 400)).message).toBe(messages.flowOver);
    const unknown = await post(browser, '/authPub/reset/procesar', { flujo: 'x'.repeat(43) });
    expect((await errorOf(unknown, 400)).message).toBe(messages.flowOver);
  });
});

describe('rate limits', { timeout: 90_000 }, () => {
  it('a rut may start five flows per window, known or not; then 429 with Retry-After', async () => {
    const limited = harness.appWith({ startsPerRut: 5 });
    for (const rut of [SOFIA, STRANGER]) {
      const browser = new TestBrowser(limited);
      for (let i = 0; i < 5; i++) {
        const response = await post(browser, '/authPub/reset/preguntas', {
          rut,
          desafio: await solvedChallenge(browser),
        });
        expect(response.status).toBe(200);
      }
      const refused = await post(browser, '/authPub/reset/preguntas', {
        rut,
        desafio: await solvedChallenge(browser),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get(RETRY_AFTER_HEADER))).toBeGreaterThan(0);
    }
    advance(16 * 60);
    const browser = new TestBrowser(limited);
    const after = await post(browser, '/authPub/reset/preguntas', {
      rut: SOFIA,
      desafio: await solvedChallenge(browser),
    });
    expect(after.status).toBe(200);
  });

  it('an address is limited on every public step', async () => {
    const limited = harness.appWith({ stepsPerAddress: 4 });
    const browser = new TestBrowser(limited);
    for (let i = 0; i < 4; i++) expect((await browser.get('/authPub/desafio')).status).toBe(200);
    expect((await browser.get('/authPub/desafio')).status).toBe(429);
    const step = await post(browser, '/authPub/reset/pin', {
      flujo: 'x'.repeat(43),
      pin: '123456',
    });
    expect(step.status).toBe(429);
  });

  it('PIN checks and answer sets of one rut are limited across its flows', async () => {
    const limited = harness.appWith({ checksPerRut: 4 });
    const browser = new TestBrowser(limited);
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { flujo, preguntas } = await startFlow(browser, 'desbloqueo', MATIAS);
      for (let j = 0; j < 2; j++) {
        const response = await post(browser, '/authPub/desbloqueo/procesar', {
          flujo,
          respuestas: preguntas.map((q) => ({ id: q.id, respuesta: 'no' })),
        });
        codes.push(response.status);
      }
    }
    expect(codes).toEqual([400, 400, 400, 400, 429, 429]);
  });
});
