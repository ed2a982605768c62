import { RETRY_AFTER_HEADER, securityPass } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { sendToOutbox } from '../outbox/outbox.ts';
import type { Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import type { implementer } from '../platform/implement.ts';
import { maskedDestination } from './method-view.ts';
import { securityPassMessages as m } from './messages.ts';
import { blockedUntil, findMethod, startEnrolment } from './methods.ts';
import { proveCode, type EntryCounters } from './prove-code.ts';
import type { LastSent, WindowCounter } from './rate-limits.ts';
import { consumeCode, issueCode, SENT_CODE_MS } from './sent-codes.ts';

export interface SendCounters extends EntryCounters {
  lastSent: LastSent;
  sends: WindowCounter;
}

/** The phone or e-mail on record for a rut (the client record's contact data). */
async function contactOf(db: Database, rut: string, channel: securityPass.Channel) {
  const [row] = await db.query<{ data: { Email?: string; Telefono?: string } }>(
    'SELECT data FROM client_records WHERE rut = $1',
    [rut],
  );
  const value = channel === 'sms' ? row?.data.Telefono : row?.data.Email;
  return value?.trim() ? value.trim() : null;
}

/** GET and POST /securityPass/otp/inversiones: a code sent by SMS or e-mail, and its check. */
export function otpRoutes(
  implement: ReturnType<typeof implementer>,
  deps: Deps,
  counters: SendCounters,
) {
  const { db, now } = deps;
  const { limits, lastSent, sends } = counters;

  implement(securityPass.otpSend, async (c, { request: { canal, proposito } }) => {
    const session = c.get('session');
    const { client } = c.get('account');
    if (proposito === 'ingreso' && !session.secondFactorPending) {
      throw new ApiError(409, m.notPending);
    }
    if (proposito !== 'ingreso' && session.secondFactorPending) {
      throw new ApiError(403, m.pendingOnlyLogin);
    }
    const at = now();
    let method = await findMethod(db, client.id, canal);
    if (proposito === 'enrolamiento') {
      if (method?.status === 'active') throw new ApiError(409, m.alreadyActive);
    } else if (method?.status !== 'active') {
      throw new ApiError(409, m.noMethod);
    }
    if (method && blockedUntil(method, at) !== null) throw new ApiError(423, m.blocked);

    // The resend wait first (it names seconds), then the per-session and per-client counts.
    const waitMs = lastSent.claim(`${client.id}:${canal}`, limits.resendWaitMs, at);
    let refusal: { retryAfterS: number } | undefined;
    if (waitMs > 0) refusal = { retryAfterS: Math.ceil(waitMs / 1000) };
    else {
      const bySession = sends.take(`s:${session.publicId}`, limits.sendsPerSession, at);
      const byClient =
        'ok' in bySession ? sends.take(`c:${client.id}`, limits.sendsPerClient, at) : bySession;
      if ('ok' in bySession && !('ok' in byClient)) sends.giveBack(`s:${session.publicId}`);
      if (!('ok' in byClient)) refusal = byClient;
    }
    if (refusal) {
      const status = 429 as const;
      return c.json({ message: m.tooManySends(refusal.retryAfterS), status }, status, {
        [RETRY_AFTER_HEADER]: String(refusal.retryAfterS),
      });
    }

    if (proposito === 'enrolamiento') {
      const destination = await contactOf(db, client.rut, canal);
      if (!destination) throw new ApiError(409, m.noContact(canal));
      await startEnrolment(db, client.id, canal, { destination }, at);
      method = await findMethod(db, client.id, canal);
    }
    if (!method?.destination) throw new ApiError(409, m.noMethod);
    const code = await issueCode(db, method.id, proposito, session.publicId, at);
    await sendToOutbox(
      db,
      {
        rut: client.rut,
        channel: canal,
        to: method.destination,
        subject: m.emailSubject,
        text: canal === 'sms' ? m.smsText(code) : m.emailText(code),
      },
      at,
    );
    return {
      destino: maskedDestination(method) ?? '',
      expiraEnSegundos: SENT_CODE_MS / 1000,
      reenviarEnSegundos: Math.ceil(limits.resendWaitMs / 1000),
    };
  });

  implement(securityPass.otpVerify, (c, { request: { canal, codigo, proposito } }) =>
    proveCode(c, deps, counters, canal, proposito, (method) =>
      consumeCode(db, method.id, proposito, c.get('session').publicId, codigo, now()),
    ),
  );
}
