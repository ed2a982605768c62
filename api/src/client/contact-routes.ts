import { client as contract, RETRY_AFTER_HEADER } from '@inversiones/contract';
import { phoneNationalNumber } from '@inversiones/es-cl';
import { maskDestination, sendToOutbox } from '../outbox/outbox.ts';
import type { Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import type { implementer } from '../platform/implement.ts';
import { LastSent, WindowCounter } from '../security-pass/rate-limits.ts';
import { confirmContactCodes, CONTACT_CODE_MS, issueContactCodes } from './contact-codes.ts';
import { contactMessages as m } from './contact-messages.ts';

/** How often contact codes may be sent and typed; tests pass tighter or looser ones. */
export interface ContactLimits {
  resendWaitMs: number;
  sendsPerSession: number;
  sendsPerClient: number;
  entriesPerSession: number;
  windowMs: number;
}

/** As the security pass: a minute between sends, few sends and ten tries per quarter hour. */
export const defaultContactLimits: ContactLimits = {
  resendWaitMs: 60_000,
  sendsPerSession: 3,
  sendsPerClient: 5,
  entriesPerSession: 10,
  windowMs: 15 * 60_000,
};

/** `987654321` -> `+56 9 8765 4321`, the form the client record keeps. */
const storedPhone = (national: string) =>
  `+56 ${national.slice(0, 1)} ${national.slice(1, 5)} ${national.slice(5)}`;

/**
 * POST /cliente/validacionContacto/codigo and POST /cliente/validacionContacto: the client
 * proves the new e-mail and mobile phone with a code sent to each, then they are saved. Only a
 * natural person's own profile (the contract's personalData rule): a mandatary acting for a
 * company never edits anyone's contact data here.
 */
export function contactRoutes(
  implement: ReturnType<typeof implementer>,
  deps: Deps,
  limits: ContactLimits = defaultContactLimits,
) {
  const { db, now } = deps;
  const lastSent = new LastSent();
  const sends = new WindowCounter(limits.windowMs);
  const entries = new WindowCounter(limits.windowMs);

  const tooMany = (retryAfterS: number, message: string) => ({ retryAfterS, message }) as const;

  implement(contract.contactCodeSend, async (c, { request: { email, telefono } }) => {
    const session = c.get('session');
    const { client } = c.get('account');
    const at = now();
    const waitMs = lastSent.claim(`${client.id}`, limits.resendWaitMs, at);
    let refusal: { retryAfterS: number; message: string } | undefined;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      refusal = tooMany(seconds, m.tooManySends(seconds));
    } else {
      const bySession = sends.take(`s:${session.publicId}`, limits.sendsPerSession, at);
      const byClient =
        'ok' in bySession ? sends.take(`c:${client.id}`, limits.sendsPerClient, at) : bySession;
      if ('ok' in bySession && !('ok' in byClient)) sends.giveBack(`s:${session.publicId}`);
      if (!('ok' in byClient))
        refusal = tooMany(byClient.retryAfterS, m.tooManySends(byClient.retryAfterS));
    }
    if (refusal) {
      const status = 429 as const;
      return c.json({ message: refusal.message, status }, status, {
        [RETRY_AFTER_HEADER]: String(refusal.retryAfterS),
      });
    }
    const address = email.trim().toLowerCase();
    const phone = storedPhone(phoneNationalNumber(telefono, '56'));
    const { emailCode, phoneCode } = await issueContactCodes(
      db,
      { clientId: client.id, sessionId: session.publicId, email: address, phone },
      at,
    );
    await sendToOutbox(
      db,
      {
        rut: client.rut,
        channel: 'email',
        to: address,
        subject: m.emailSubject,
        text: m.emailText(emailCode),
      },
      at,
    );
    await sendToOutbox(
      db,
      {
        rut: client.rut,
        channel: 'sms',
        to: phone,
        subject: m.smsSubject,
        text: m.smsText(phoneCode),
      },
      at,
    );
    return {
      destinoEmail: maskDestination('email', address),
      destinoTelefono: maskDestination('sms', phone),
      expiraEnSegundos: CONTACT_CODE_MS / 1000,
      reenviarEnSegundos: Math.ceil(limits.resendWaitMs / 1000),
    };
  });

  implement(contract.contactConfirm, async (c, { request: { codigoEmail, codigoTelefono } }) => {
    const session = c.get('session');
    const { client } = c.get('account');
    const at = now();
    const entry = entries.take(`s:${session.publicId}`, limits.entriesPerSession, at);
    if (!('ok' in entry)) {
      const status = 429 as const;
      return c.json(
        { message: m.tooManyEntries(Math.ceil(entry.retryAfterS / 60)), status },
        status,
        { [RETRY_AFTER_HEADER]: String(entry.retryAfterS) },
      );
    }
    const outcome = await confirmContactCodes(
      db,
      client.id,
      session.publicId,
      { email: codigoEmail, phone: codigoTelefono },
      at,
    );
    if (!outcome.ok) throw new ApiError(422, outcome.voided ? m.voided : m.codeRefused);
    // The client's own record (the rule allows only her natural-person profile).
    await db.query(
      `UPDATE client_records SET data = data || jsonb_build_object('Email', $1::text, 'Telefono', $2::text)
       WHERE rut = $3`,
      [outcome.email, outcome.phone, client.rut],
    );
    return { mostrar: false as const, place: '' };
  });
}
