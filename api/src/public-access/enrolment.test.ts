import { publicAccess, RETRY_AFTER_HEADER } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { outboxMessages } from '../outbox/outbox.ts';
import { read, TestBrowser } from '../test-support/browser.ts';
import { errorOf } from '../test-support/error-of.ts';
import { lastOutboxCode } from '../test-support/outbox-code.ts';
import { solvedChallenge, usePublicAccessApp } from '../test-support/public-access-app.ts';

/** Without web access; serial 527431986, Providencia, born 1994. */
const IGNACIO = '19.283.746-4';
/** Without web access nor a phone or e-mail on record. */
const ROSA = '10.864.297-1';
/** With web access (her test record gets a serial below). */
const SOFIA = '14.567.890-0';
const STRANGER = '11.111.111-1';
const KEY = 'clave-de-prueba-del-enrolamiento';
const identity = (who: 'ignacio' | 'rosa' | 'sofia') => ({
  numeroSerie: { ignacio: '527.431.986', rosa: '108.642.975', sofia: '112.233.445' }[who],
  respuestas: [
    { id: 'comuna', respuesta: { ignacio: 'providencia', rosa: 'Temuco', sofia: 'Ñuñoa' }[who] },
    { id: 'anio-nacimiento', respuesta: { ignacio: '1994', rosa: '1961', sofia: '1997' }[who] },
  ],
});
const NEW_PASSWORD = 'Cordillera nevada al amanecer 2026';
const chosen = [
  { id: 'mascota', respuesta: 'Pelusa' },
  { id: 'libro', respuesta: 'Papelucho' },
  { id: 'calle', respuesta: 'Los Leones' },
];

const harness = usePublicAccessApp({
  key: KEY,
  records: {
    '19283746-4': {},
    '10864297-1': {},
    '14567890-0': {
      NumeroSerie: '112233445',
      FechaNacimiento: '1997-01-01',
      Direccion: { calle: 'x', comuna: 'Ñuñoa', codigoComuna: '13120', region: '13' },
    },
  },
});

const post = (browser: TestBrowser, path: string, body: unknown) =>
  browser.call('POST', path, { body });

async function start(browser: TestBrowser, rut: string) {
  const response = await post(browser, '/authPub/enrolamiento/inicio', {
    rut,
    desafio: await solvedChallenge(browser),
  });
  expect(response.status).toBe(200);
  return publicAccess.enrolStart.response.parse(await read(response));
}

const lastPin = (rut: string) => lastOutboxCode(harness.db, rut);

/** Start and identity: the flow token, with a PIN sent. */
async function toPin(browser: TestBrowser) {
  const { flujo } = await start(browser, IGNACIO);
  const response = await post(browser, '/authPub/enrolamiento/identidad', {
    flujo,
    ...identity('ignacio'),
  });
  expect(response.status).toBe(200);
  return flujo;
}

describe('enrolment', { timeout: 90_000 }, () => {
  it('a client without web access proves identity, validates the PIN, creates a password and questions, then logs in', async () => {
    const browser = new TestBrowser(harness.app);
    expect((await browser.login(IGNACIO, NEW_PASSWORD)).response.status).toBe(401);
    const { flujo, preguntas } = await start(browser, IGNACIO);
    expect(preguntas.map((q) => q.id)).toEqual(['comuna', 'anio-nacimiento']);

    // Another card's valid serial: the same answer as wrong data, the flow goes on.
    const otherSerial = await post(browser, '/authPub/enrolamiento/identidad', {
      flujo,
      ...identity('ignacio'),
      numeroSerie: '527431987',
    });
    expect((await errorOf(otherSerial, 400)).message).toBe(messages.wrongAnswers);
    // An expired card: the validity service's refusal sends the client to the executive.
    const expired = await post(browser, '/authPub/enrolamiento/identidad', {
      flujo,
      ...identity('ignacio'),
      numeroSerie: '999.431.986',
    });
    const refusal = await errorOf(expired, 400);
    expect(refusal).toMatchObject({ message: messages.serialRefused, path: ['numeroSerie'] });
    expect(refusal.message).toContain('Ejecutivo de Inversiones');

    const right = await post(browser, '/authPub/enrolamiento/identidad', {
      flujo,
      ...identity('ignacio'),
    });
    expect(publicAccess.enrolIdentity.response.parse(await read(right))).toEqual({
      canal: 'sms',
      destino: '+56 9 **** 8765',
    });
    const [message] = await outboxMessages(harness.db, { rut: '19283746-4', limit: 1 });
    expect(message).toMatchObject({ channel: 'sms', subject: messages.enrolPinSubject });
    const pin = await lastPin('19283746-4');

    // No password before the PIN.
    const early = await post(browser, '/authPub/enrolamiento/clave', {
      flujo,
      clave: NEW_PASSWORD,
      preguntas: chosen,
    });
    expect((await errorOf(early, 400)).message).toBe(messages.flowOver);

    const wrong = await post(browser, '/authPub/enrolamiento/pin', {
      flujo,
      pin: pin === '000000' ? '111111' : '000000',
    });
    expect((await errorOf(wrong, 400)).message).toBe(messages.wrongPin);
    const valid = await post(browser, '/authPub/enrolamiento/pin', { flujo, pin });
    const { preguntas: catalogue } = publicAccess.enrolPin.response.parse(await read(valid));
    expect(catalogue.map((q) => q.id)).toEqual(expect.arrayContaining(chosen.map((q) => q.id)));
    const reused = await post(browser, '/authPub/enrolamiento/pin', { flujo, pin });
    expect((await errorOf(reused, 400)).message).toBe(messages.wrongPin);

    const weak = await post(browser, '/authPub/enrolamiento/clave', {
      flujo,
      clave: '19283746ignacio',
      preguntas: chosen,
    });
    expect((await errorOf(weak, 400)).path).toEqual(['clave']);
    const twice = await post(browser, '/authPub/enrolamiento/clave', {
      flujo,
      clave: NEW_PASSWORD,
      preguntas: [chosen[0], chosen[0], chosen[1]],
    });
    expect(twice.status).toBe(400);
    const unknown = await post(browser, '/authPub/enrolamiento/clave', {
      flujo,
      clave: NEW_PASSWORD,
      preguntas: [...chosen.slice(0, 2), { id: 'inventada', respuesta: 'x' }],
    });
    expect((await errorOf(unknown, 400)).message).toBe(messages.questionUnknown);

    const done = await post(browser, '/authPub/enrolamiento/clave', {
      flujo,
      clave: NEW_PASSWORD,
      preguntas: chosen,
    });
    expect(await read(done)).toEqual({ ok: true });
    const again = await post(browser, '/authPub/enrolamiento/clave', {
      flujo,
      clave: 'Otra clave distinta de Ignacio',
      preguntas: chosen,
    });
    expect((await errorOf(again, 400)).message).toBe(messages.flowOver);
    expect((await browser.login(IGNACIO, NEW_PASSWORD)).response.status).toBe(200);

    // The questions he chose are the ones reset asks afterwards, and his answers pass.
    const reset = new TestBrowser(harness.app);
    const started = await post(reset, '/authPub/reset/preguntas', {
      rut: IGNACIO,
      desafio: await solvedChallenge(reset),
    });
    const asked = publicAccess.resetQuestions.response.parse(await read(started));
    expect(asked.preguntas.map((q) => q.id).sort()).toEqual(chosen.map((q) => q.id).sort());
    const answered = await post(reset, '/authPub/reset/preguntas/validar', {
      flujo: asked.flujo,
      respuestas: chosen.map(({ id, respuesta }) => ({ id, respuesta: respuesta.toUpperCase() })),
    });
    expect(answered.status).toBe(200);

    // Once enrolled, proving identity again tells him he already has a password.
    const later = new TestBrowser(harness.app);
    const second = await start(later, IGNACIO);
    const enrolled = await post(later, '/authPub/enrolamiento/identidad', {
      flujo: second.flujo,
      ...identity('ignacio'),
    });
    expect((await errorOf(enrolled, 409)).message).toBe(messages.alreadyEnrolled);
    await harness.db.query(`UPDATE clients SET password_hash = NULL WHERE rut = '19283746-4'`);
  });

  it('an expired PIN is refused; a new one works and voids the previous', async () => {
    const browser = new TestBrowser(harness.app);
    const flujo = await toPin(browser);
    const first = await lastPin('19283746-4');
    harness.clock += 6 * 60_000;
    const late = await post(browser, '/authPub/enrolamiento/pin', { flujo, pin: first });
    expect((await errorOf(late, 400)).message).toBe(messages.wrongPin);
    const resent = await post(browser, '/authPub/enrolamiento/pin/nuevo', { flujo });
    expect(resent.status).toBe(200);
    const second = await lastPin('19283746-4');
    if (second !== first) {
      const old = await post(browser, '/authPub/enrolamiento/pin', { flujo, pin: first });
      expect((await errorOf(old, 400)).message).toBe(messages.wrongPin);
    }
    expect((await post(browser, '/authPub/enrolamiento/pin', { flujo, pin: second })).status).toBe(
      200,
    );
  });

  it('three wrong tries void the PIN', async () => {
    const browser = new TestBrowser(harness.app);
    const flujo = await toPin(browser);
    const pin = await lastPin('19283746-4');
    const wrongPin = pin === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      await post(browser, '/authPub/enrolamiento/pin', { flujo, pin: wrongPin });
    }
    const right = await post(browser, '/authPub/enrolamiento/pin', { flujo, pin });
    expect((await errorOf(right, 400)).message).toBe(messages.wrongPin);
  });

  it('three wrong identity sets end the flow, even with the right data after', async () => {
    const browser = new TestBrowser(harness.app);
    const { flujo } = await start(browser, IGNACIO);
    const wrong = { ...identity('ignacio'), respuestas: identity('sofia').respuestas };
    for (let i = 0; i < 2; i++) {
      const response = await post(browser, '/authPub/enrolamiento/identidad', { flujo, ...wrong });
      expect((await errorOf(response, 400)).message).toBe(messages.wrongAnswers);
    }
    const third = await post(browser, '/authPub/enrolamiento/identidad', { flujo, ...wrong });
    expect((await errorOf(third, 400)).message).toBe(messages.flowOver);
    const right = await post(browser, '/authPub/enrolamiento/identidad', {
      flujo,
      ...identity('ignacio'),
    });
    expect((await errorOf(right, 400)).message).toBe(messages.flowOver);
  });

  it('without a phone or e-mail on record: DATOS FALTANTES and whom to contact, no PIN', async () => {
    const browser = new TestBrowser(harness.app);
    const { flujo } = await start(browser, ROSA);
    const response = await post(browser, '/authPub/enrolamiento/identidad', {
      flujo,
      ...identity('rosa'),
    });
    expect(publicAccess.enrolIdentity.response.parse(await read(response))).toEqual({
      datosFaltantes: {
        datos: ['Correo electrónico', 'Teléfono celular'],
        contacto: {
          tipo: 'ejecutivo',
          nombre: expect.any(String),
          email: 'francisca.morales@inversiones-demo.cl',
        },
      },
    });
    expect(await outboxMessages(harness.db, { rut: '10864297-1', limit: 1 })).toEqual([]);
  });
});

describe('enrolment: no enumeration', { timeout: 90_000 }, () => {
  it('a client without access, one with access and a non-client get the same first answers', async () => {
    const seen: unknown[] = [];
    for (const rut of [IGNACIO, SOFIA, STRANGER]) {
      const browser = new TestBrowser(harness.app);
      const { flujo, preguntas } = await start(browser, rut);
      const wrong = await post(browser, '/authPub/enrolamiento/identidad', {
        flujo,
        numeroSerie: '123456789',
        respuestas: preguntas.map((q) => ({ id: q.id, respuesta: 'Respuesta errada' })),
      });
      const expired = await post(browser, '/authPub/enrolamiento/identidad', {
        flujo,
        numeroSerie: '999999999',
        respuestas: preguntas.map((q) => ({ id: q.id, respuesta: 'x' })),
      });
      seen.push({
        preguntas,
        flujo: flujo.length,
        wrong: { status: wrong.status, body: await read(wrong) },
        expired: { status: expired.status, body: await read(expired) },
      });
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
  });

  it('a client with web access who proves identity is told to use the reset, and gets no PIN', async () => {
    const browser = new TestBrowser(harness.app);
    const { flujo } = await start(browser, SOFIA);
    const before = await outboxMessages(harness.db, { rut: '14567890-0' });
    const response = await post(browser, '/authPub/enrolamiento/identidad', {
      flujo,
      ...identity('sofia'),
    });
    expect((await errorOf(response, 409)).message).toBe(messages.alreadyEnrolled);
    expect(await outboxMessages(harness.db, { rut: '14567890-0' })).toEqual(before);
  });
});

describe('enrolment: rate limits and input limits', { timeout: 90_000 }, () => {
  it('a rut may start five enrolments per window, known or not; then 429 with Retry-After', async () => {
    const limited = harness.appWith({ startsPerRut: 5 });
    for (const rut of [IGNACIO, STRANGER]) {
      const browser = new TestBrowser(limited);
      for (let i = 0; i < 5; i++) {
        const response = await post(browser, '/authPub/enrolamiento/inicio', {
          rut,
          desafio: await solvedChallenge(browser),
        });
        expect(response.status).toBe(200);
      }
      const refused = await post(browser, '/authPub/enrolamiento/inicio', {
        rut,
        desafio: await solvedChallenge(browser),
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get(RETRY_AFTER_HEADER))).toBeGreaterThan(0);
    }
  });

  it('an address is limited on every enrolment step, and identity checks per rut', async () => {
    const byAddress = harness.appWith({ stepsPerAddress: 2 });
    const browser = new TestBrowser(byAddress);
    await browser.get('/authPub/desafio');
    await browser.get('/authPub/desafio');
    const step = await post(browser, '/authPub/enrolamiento/pin', {
      flujo: 'x'.repeat(43),
      pin: '123456',
    });
    expect(step.status).toBe(429);

    const byRut = harness.appWith({ checksPerRut: 2 });
    const codes: number[] = [];
    for (let i = 0; i < 2; i++) {
      const other = new TestBrowser(byRut);
      const { flujo } = await start(other, STRANGER);
      for (let j = 0; j < 2; j++) {
        const response = await post(other, '/authPub/enrolamiento/identidad', {
          flujo,
          ...identity('ignacio'),
        });
        codes.push(response.status);
      }
    }
    expect(codes).toEqual([400, 400, 429, 429]);
  });

  it('refuses inputs past their limits, and a cross-site request without the portal headers (XSRF)', async () => {
    const browser = new TestBrowser(harness.app);
    const { flujo } = await start(browser, IGNACIO);
    const long = await post(browser, '/authPub/enrolamiento/identidad', {
      flujo,
      numeroSerie: '1'.repeat(21),
      respuestas: identity('ignacio').respuestas,
    });
    expect(long.status).toBe(400);
    const longAnswer = await post(browser, '/authPub/enrolamiento/identidad', {
      flujo,
      numeroSerie: '527431986',
      respuestas: [{ id: 'comuna', respuesta: 'x'.repeat(65) }],
    });
    expect(longAnswer.status).toBe(400);
    const noXsrf = await browser.call('POST', '/authPub/enrolamiento/identidad', {
      body: { flujo, ...identity('ignacio') },
      channel: false,
    });
    expect(noXsrf.status).toBe(400);
  });
});
