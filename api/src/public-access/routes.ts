import { publicAccess, RETRY_AFTER_HEADER } from '@inversiones/contract';
import { normalizeRut } from '@inversiones/es-cl';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/database.ts';
import { hashPassword } from '../db/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { messages } from '../messages.ts';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { clientAddress } from '../platform/transport.ts';
import { ChallengeBook } from './challenge.ts';
import {
  advance,
  countAnswerFailure,
  findFlow,
  startFlow,
  type Flow,
  type FlowKind,
} from './flows.ts';
import { maskDestination, type OutgoingMessage } from '../outbox/outbox.ts';
import { newPinCode, pinHash, samePin } from './pin.ts';
import { checkIdentity, identityQuestions } from './identity.ts';
import {
  answersMatch,
  normalizeAnswer,
  questionCatalogue,
  questionsFor,
  questionTexts,
} from './questions.ts';
import { serialValidity } from '../client/serial-validity.ts';
import { firmContact, missingPersonalData } from '../client/missing-data.ts';
import { helpDeskFromEnv } from '../config.ts';
import { RateLimit } from './rate-limit.ts';

/** A message to the client's phone or e-mail (the outbox in this reference API). */
export type SendMessage = (db: Database, message: OutgoingMessage) => Promise<unknown>;

/** The limits of the public flows (tests tighten or loosen them). */
export interface PublicAccessPolicy {
  /** Any public step from one address, per window. */
  stepsPerAddress: number;
  /** Flows started for one rut (known or not), per window. */
  startsPerRut: number;
  /** Answer sets and PIN checks for one rut across its flows, per window. */
  checksPerRut: number;
  windowMs: number;
  /** Wrong answer sets before a flow dies. */
  answerFailures: number;
  /** Wrong tries before a PIN is void. */
  pinAttempts: number;
  /** PINs one flow may send. */
  pinsPerFlow: number;
  flowTtlMs: number;
  pinTtlMs: number;
  /** The proof of work's top counter (see ChallengeBook). */
  challengeMaxCounter: number;
}

/**
 * A person who forgot a password tries a few times, not dozens: 5 flows and 10 checks per rut
 * per quarter hour, 60 steps per address (an office behind one NAT), 3 wrong answer sets per
 * flow, 3 tries per PIN, 3 PINs per flow, a flow lives 15 minutes and a PIN 5.
 */
export const defaultPublicAccessPolicy: PublicAccessPolicy = {
  stepsPerAddress: 60,
  startsPerRut: 5,
  checksPerRut: 10,
  windowMs: 15 * 60_000,
  answerFailures: 3,
  pinAttempts: 3,
  pinsPerFlow: 3,
  flowTtlMs: 15 * 60_000,
  pinTtlMs: 5 * 60_000,
  challengeMaxCounter: 50_000,
};

export interface PublicAccessOptions {
  /** The HMAC key of challenges, PINs and the questions shown for unknown ruts. */
  key: string;
  send: SendMessage;
  policy?: Partial<PublicAccessPolicy>;
}

class TooMany extends Error {
  constructor(readonly retryAfterS: number) {
    super('too many');
  }
}

export function publicAccessRoutes(deps: Deps, options: PublicAccessOptions) {
  const { db, now, config, sessions } = deps;
  const policy = { ...defaultPublicAccessPolicy, ...options.policy };
  const { key, send } = options;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const challenges = new ChallengeBook(db, { key, maxCounter: policy.challengeMaxCounter });
  const byAddress = new RateLimit(policy.stepsPerAddress, policy.windowMs);
  const startsByRut = new RateLimit(policy.startsPerRut, policy.windowMs);
  const checksByRut = new RateLimit(policy.checksPerRut, policy.windowMs);
  const helpDesk = helpDeskFromEnv();

  /** Counts a public step against its address, before any other work: 429 past the limit. */
  function limitAddress(c: Context<AppEnv>) {
    const wait = byAddress.take(clientAddress(c, config), now());
    if (wait !== undefined) throw new TooMany(wait);
  }

  /** Counts a step against a rut's limit (known or not): 429 past it. */
  function limitRut(rutLimit: RateLimit, rut: string) {
    const wait = rutLimit.take(rut, now());
    if (wait !== undefined) throw new TooMany(wait);
  }

  app.onError((error, c) => {
    if (!(error instanceof TooMany)) throw error;
    const status = 429 as const;
    const message = messages.publicTooMany(Math.ceil(error.retryAfterS / 60));
    return c.json({ message, status }, status, { [RETRY_AFTER_HEADER]: String(error.retryAfterS) });
  });

  async function flowOf(token: string, kind: FlowKind): Promise<Flow> {
    const flow = await findFlow(db, token, kind, now());
    if (!flow) throw new ApiError(400, messages.flowOver);
    return flow;
  }

  /** The same work for a client and an unknown rut: one lookup, one flow row, the same answer. */
  async function start(
    c: Context<AppEnv>,
    kind: FlowKind,
    input: { rut: string; desafio: string },
  ) {
    limitAddress(c);
    const rut = normalizeRut(input.rut);
    limitRut(startsByRut, rut);
    if (!(await challenges.redeem(input.desafio, now()))) {
      throw new ApiError(400, messages.challengeFailed, ['desafio']);
    }
    const [client] = await db.query<{ id: number }>('SELECT id FROM clients WHERE rut = $1', [rut]);
    const questionIds =
      kind === 'enrol'
        ? identityQuestions.map((q) => q.id)
        : await questionsFor(db, client?.id ?? null, rut, key);
    const flujo = await startFlow(
      db,
      { kind, rut, clientId: client?.id ?? null, questionIds },
      now() + policy.flowTtlMs,
    );
    const preguntas = kind === 'enrol' ? [...identityQuestions] : questionTexts(questionIds);
    return { flujo, preguntas };
  }

  /** Checks an answer set: a wrong one is counted, and the flow dies at the limit. */
  async function checkAnswers(flow: Flow, respuestas: { id: string; respuesta: string }[]) {
    limitRut(checksByRut, flow.rut);
    if (flow.step !== 'questions') throw new ApiError(400, messages.flowOver);
    if (await answersMatch(db, flow.client_id, flow.question_ids, respuestas)) return;
    const alive = await countAnswerFailure(db, flow, policy.answerFailures);
    throw new ApiError(400, alive ? messages.wrongAnswers : messages.flowOver);
  }

  /** Sends a fresh PIN (the previous one stops working) to the client's phone, else e-mail. */
  async function sendPin(flow: Flow, from: Flow['step']) {
    if (flow.pins_sent >= policy.pinsPerFlow) throw new ApiError(400, messages.pinLimit);
    const [record] = await db.query<{ data: { Telefono?: string; Email?: string } }>(
      'SELECT data FROM client_records WHERE rut = $1',
      [flow.rut],
    );
    const phone = record?.data.Telefono;
    const email = record?.data.Email;
    const channel = phone ? 'sms' : 'email';
    const to = phone ?? email;
    if (!to) throw new ApiError(422, messages.noContact);
    const pin = newPinCode();
    const moved = await advance(db, { ...flow, step: from }, 'pin', {
      pin_hash: pinHash(key, flow.token_hash, pin),
      pin_expires_at: now() + policy.pinTtlMs,
      pin_attempts: 0,
      pins_sent: flow.pins_sent + 1,
    });
    if (!moved) throw new ApiError(400, messages.flowOver);
    const minutes = Math.round(policy.pinTtlMs / 60_000);
    await send(db, {
      rut: flow.rut,
      channel,
      to,
      subject: flow.kind === 'enrol' ? messages.enrolPinSubject : messages.pinSubject,
      text: (flow.kind === 'enrol' ? messages.enrolPinText : messages.pinText)(pin, minutes),
    });
    return { canal: channel, destino: maskDestination(channel, to) } as const;
  }

  implement(publicAccess.challenge, (c) => {
    limitAddress(c);
    return challenges.create(now());
  });

  implement(publicAccess.resetQuestions, (c, { request }) => start(c, 'reset', request));
  implement(publicAccess.unlockQuestions, (c, { request }) => start(c, 'unlock', request));

  implement(publicAccess.validateResetAnswers, async (c, { request }) => {
    limitAddress(c);
    const flow = await flowOf(request.flujo, 'reset');
    await checkAnswers(flow, request.respuestas);
    return sendPin(flow, 'questions');
  });

  /** Another PIN for a flow waiting for one. */
  async function resendPin(c: Context<AppEnv>, token: string, kind: FlowKind) {
    limitAddress(c);
    const flow = await flowOf(token, kind);
    limitRut(checksByRut, flow.rut);
    if (flow.step !== 'pin') throw new ApiError(400, messages.flowOver);
    return sendPin(flow, 'pin');
  }

  /** Checks a PIN; right, the flow moves on to its password step and the PIN is spent. */
  async function checkPin(c: Context<AppEnv>, token: string, kind: FlowKind, pin: string) {
    limitAddress(c);
    const flow = await flowOf(token, kind);
    limitRut(checksByRut, flow.rut);
    // Each try is counted before it is compared, in one conditional UPDATE (parallel-safe).
    const [tried] = await db.query<{ pin_hash: string; pin_expires_at: string }>(
      `UPDATE public_flows SET pin_attempts = pin_attempts + 1
       WHERE token_hash = $1 AND step = 'pin' AND pin_hash IS NOT NULL AND pin_attempts < $2
       RETURNING pin_hash, pin_expires_at`,
      [flow.token_hash, policy.pinAttempts],
    );
    const right =
      tried !== undefined &&
      Number(tried.pin_expires_at) > now() &&
      samePin(tried.pin_hash, pinHash(key, flow.token_hash, pin));
    // A used PIN is gone with the step (single use); a wrong, expired or spent one: one answer.
    if (!right || !(await advance(db, { ...flow, step: 'pin' }, 'password', { pin_hash: null }))) {
      throw new ApiError(400, messages.wrongPin, ['pin']);
    }
  }

  implement(publicAccess.newPin, (c, { request }) => resendPin(c, request.flujo, 'reset'));

  implement(publicAccess.validatePin, async (c, { request }) => {
    await checkPin(c, request.flujo, 'reset', request.pin);
    return { ok: true as const };
  });

  implement(publicAccess.createPassword, async (c, { request }) => {
    limitAddress(c);
    const flow = await flowOf(request.flujo, 'reset');
    if (flow.step !== 'password' && flow.step !== 'ready') {
      throw new ApiError(400, messages.flowOver);
    }
    const problem = passwordProblem(flow.rut, request.clave);
    if (problem) throw new ApiError(400, problem, ['clave']);
    const hash = await hashPassword(request.clave);
    if (!(await advance(db, flow, 'ready', { new_password_hash: hash }))) {
      throw new ApiError(400, messages.flowOver);
    }
    return { ok: true as const };
  });

  implement(publicAccess.processReset, async (c, { request }) => {
    limitAddress(c);
    const flow = await flowOf(request.flujo, 'reset');
    if (flow.step !== 'ready' || !flow.new_password_hash || flow.client_id === null) {
      throw new ApiError(400, messages.flowOver);
    }
    if (!(await advance(db, flow, 'done', { new_password_hash: null }))) {
      throw new ApiError(400, messages.flowOver);
    }
    await db.query(
      `UPDATE clients SET previous_password_hash = password_hash, password_hash = $2,
              password_changed_at = $3, failed_attempts = 0, last_failed_at = NULL
       WHERE id = $1`,
      [flow.client_id, flow.new_password_hash, now()],
    );
    // Whoever held the old password holds no session any more.
    await sessions.destroyAllOf(flow.client_id);
    return { ok: true as const };
  });

  implement(publicAccess.processUnlock, async (c, { request }) => {
    limitAddress(c);
    const flow = await flowOf(request.flujo, 'unlock');
    await checkAnswers(flow, request.respuestas);
    if (flow.client_id === null || !(await advance(db, flow, 'done'))) {
      throw new ApiError(400, messages.flowOver);
    }
    await db.query(
      `UPDATE clients SET locked = false, failed_attempts = 0, last_failed_at = NULL WHERE id = $1`,
      [flow.client_id],
    );
    return { ok: true as const };
  });

  implement(publicAccess.enrolStart, (c, { request }) => start(c, 'enrol', request));

  implement(publicAccess.enrolIdentity, async (c, { request }) => {
    limitAddress(c);
    const flow = await flowOf(request.flujo, 'enrol');
    limitRut(checksByRut, flow.rut);
    if (flow.step !== 'questions') throw new ApiError(400, messages.flowOver);
    // The validity service judges the card alone (client or not): a refusal reveals no client.
    if (serialValidity(request.numeroSerie) !== 'valid') {
      const alive = await countAnswerFailure(db, flow, policy.answerFailures);
      throw new ApiError(400, alive ? messages.serialRefused : messages.flowOver, ['numeroSerie']);
    }
    const found = await checkIdentity(
      db,
      flow.client_id,
      flow.rut,
      request.numeroSerie,
      request.respuestas,
    );
    if (found === 'wrong') {
      const alive = await countAnswerFailure(db, flow, policy.answerFailures);
      throw new ApiError(400, alive ? messages.wrongAnswers : messages.flowOver);
    }
    // Identity proven: telling a client with access where to go reveals nothing to anyone else.
    if (found === 'withAccess') {
      await advance(db, flow, 'done');
      throw new ApiError(409, messages.alreadyEnrolled);
    }
    const [record] = await db.query<{
      data: Record<string, unknown> & Parameters<typeof firmContact>[0];
    }>('SELECT data FROM client_records WHERE rut = $1', [flow.rut]);
    const data = record?.data ?? {};
    if (!data.Telefono && !data.Email) {
      // Spec 2 DATOS FALTANTES: someone at the firm registers the data before enrolment goes on.
      await advance(db, flow, 'dead');
      const datos = missingPersonalData(data, []);
      return { datosFaltantes: { datos, contacto: firmContact(data, helpDesk) } };
    }
    return sendPin(flow, 'questions');
  });

  implement(publicAccess.enrolNewPin, (c, { request }) => resendPin(c, request.flujo, 'enrol'));

  implement(publicAccess.enrolPin, async (c, { request }) => {
    await checkPin(c, request.flujo, 'enrol', request.pin);
    return { preguntas: [...questionCatalogue] };
  });

  implement(publicAccess.enrolFinish, async (c, { request }) => {
    limitAddress(c);
    const flow = await flowOf(request.flujo, 'enrol');
    if (flow.step !== 'password' || flow.client_id === null) {
      throw new ApiError(400, messages.flowOver);
    }
    const unknown = request.preguntas.find((q) => !questionCatalogue.some((k) => k.id === q.id));
    if (unknown) throw new ApiError(400, messages.questionUnknown, ['preguntas']);
    const [client] = await db.query<{
      nombre: string;
      apellido_paterno: string;
      apellido_materno: string;
    }>('SELECT nombre, apellido_paterno, apellido_materno FROM clients WHERE id = $1', [
      flow.client_id,
    ]);
    const problem = passwordProblem(flow.rut, request.clave, {
      names: client ? [client.nombre, client.apellido_paterno, client.apellido_materno] : [],
    });
    if (problem) throw new ApiError(400, problem, ['clave']);
    const hash = await hashPassword(request.clave);
    const answers = await Promise.all(
      request.preguntas.map(async (q) => [q.id, await hashPassword(normalizeAnswer(q.respuesta))]),
    );
    // Single use: of two parallel finishes one moves the flow, the other is refused.
    if (!(await advance(db, flow, 'done'))) throw new ApiError(400, messages.flowOver);
    // One statement: the password, only for a client still without one (enrolment never
    // replaces a password: reset does that), and the chosen answers in place of any others.
    const opened = await db.query(
      `WITH opened AS (
         UPDATE clients SET password_hash = $2, password_changed_at = $3, failed_attempts = 0,
                last_failed_at = NULL
         WHERE id = $1 AND password_hash IS NULL RETURNING id),
       chosen AS (
         SELECT question_id, answer_hash
         FROM jsonb_to_recordset($4::jsonb) AS a(question_id text, answer_hash text)),
       stale AS (
         DELETE FROM security_answers WHERE client_id IN (SELECT id FROM opened)
           AND question_id NOT IN (SELECT question_id FROM chosen))
       INSERT INTO security_answers (client_id, question_id, answer_hash)
       SELECT opened.id, chosen.question_id, chosen.answer_hash FROM opened, chosen
       ON CONFLICT (client_id, question_id) DO UPDATE SET answer_hash = EXCLUDED.answer_hash
       RETURNING client_id`,
      [
        flow.client_id,
        hash,
        now(),
        JSON.stringify(answers.map(([question_id, answer_hash]) => ({ question_id, answer_hash }))),
      ],
    );
    if (opened.length === 0) throw new ApiError(400, messages.flowOver);
    return { ok: true as const };
  });

  return app;
}
