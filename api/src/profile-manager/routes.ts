import { randomInt } from 'node:crypto';
import { RETRY_AFTER_HEADER, profileManager } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import type { Database } from '../db/database.ts';
import { messages } from '../messages.ts';
import { maskDestination as maskOutbox, sendToOutbox } from '../outbox/outbox.ts';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { WindowCounter } from '../security-pass/rate-limits.ts';
import {
  applyAdd,
  applyRemove,
  canonicalChange,
  changeKey,
  companyState,
  isSupervisor,
  mandatariesView,
  personClientId,
  type CanonicalChange,
  type CompanyState,
} from './mandataries.ts';
import { profileManagerMessages as m } from './messages.ts';
import {
  blockedUntil,
  clearFailures,
  CODE_MS,
  createRequest,
  findRequest,
  hashCode,
  newCode,
  renewCode,
  RESEND_WAIT_MS,
  reserveCheck,
  SENDS_PER_REQUEST,
  voidPending,
  voidRequest,
  type RequestRow,
} from './requests.ts';

/** Code entry and sending limits (in memory per process, as the security pass's). */
export interface ProfileManagerLimits {
  entriesPerSession: number;
  entriesPerClient: number;
  sendsPerClient: number;
  windowMs: number;
}

/**
 * Ten entries per session and twenty per supervisor in 15 minutes leave room for typos across the
 * five-wrong block; ten codes per supervisor cap what a script can make us text.
 */
export const defaultProfileManagerLimits: ProfileManagerLimits = {
  entriesPerSession: 10,
  entriesPerClient: 20,
  sendsPerClient: 10,
  windowMs: 15 * 60_000,
};

/** Changes checked again after a concurrent change moved the company's version. */
const APPLY_ATTEMPTS = 8;

type Company = { nombre: string; Rut: string };

function tooMany(c: Context<AppEnv>, message: string, retryAfterS: number) {
  const status = 429 as const;
  return c.json({ message, status }, status, { [RETRY_AFTER_HEADER]: String(retryAfterS) });
}

/** What refuses a change in this state (status and message), or the person it adds/removes. */
async function checkChange(
  db: Database,
  state: CompanyState,
  company: Company,
  selfClientId: number,
  change: CanonicalChange,
): Promise<{ clientId: number } | ApiError> {
  const self = state.mandataries.find((row) => row.client_id === selfClientId);
  // He stopped being a supervisor of the company while the request was running.
  if (!self || !isSupervisor(self)) return new ApiError(403, messages.roleForbidden);
  if (change.accion === 'agregar') {
    if (change.rut === company.Rut) return new ApiError(400, m.ownRut, ['cambio', 'rut']);
    if (state.mandataries.some((row) => row.person_rut === change.rut)) {
      return new ApiError(409, m.alreadyMandatary, ['cambio', 'rut']);
    }
    const clientId = await personClientId(db, change.rut);
    if (clientId === undefined) return new ApiError(422, m.noWebAccess, ['cambio', 'rut']);
    return { clientId };
  }
  const target = state.mandataries.find((row) => row.person_rut === change.rut);
  // Whoever is not a mandatary of this company (of another one, or of none): the same 404.
  if (!target) return new ApiError(404, m.notMandatary);
  if (target.client_id === selfClientId) return new ApiError(409, m.removeSelf);
  if (isSupervisor(target) && state.mandataries.filter(isSupervisor).length <= 1) {
    return new ApiError(409, m.lastSupervisor);
  }
  return { clientId: target.client_id };
}

/** The supervisor's phone (SMS) or else e-mail on record. */
async function contactOf(db: Database, rut: string) {
  const [row] = await db.query<{ data: { Email?: string; Telefono?: string } }>(
    'SELECT data FROM client_records WHERE rut = $1',
    [rut],
  );
  const phone = row?.data.Telefono?.trim();
  if (phone) return { channel: 'sms' as const, to: phone };
  const email = row?.data.Email?.trim();
  return email ? { channel: 'email' as const, to: email } : null;
}

/**
 * Administrador de perfiles: a supervisor of the company the session acts for lists its
 * mandataries and adds or removes one, each change confirmed with a code sent for it.
 */
export function profileManagerRoutes(
  deps: Deps,
  { limits = defaultProfileManagerLimits }: { limits?: ProfileManagerLimits } = {},
) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const entries = new WindowCounter(limits.windowMs);
  const sends = new WindowCounter(limits.windowMs);

  const companyOf = (c: Context<AppEnv>): Company => {
    const { active } = c.get('account');
    return { nombre: active.nombre, Rut: active.Rut };
  };

  /** Sends the code of a request to the supervisor's contact; the masked destination. */
  async function deliver(c: Context<AppEnv>, code: string, at: number) {
    const { client } = c.get('account');
    const contact = await contactOf(db, client.rut);
    if (!contact) throw new ApiError(409, m.noContact);
    await sendToOutbox(
      db,
      {
        rut: client.rut,
        channel: contact.channel,
        to: contact.to,
        subject: m.emailSubject,
        text: contact.channel === 'sms' ? m.smsText(code) : m.emailText(code),
      },
      at,
    );
    return contact;
  }

  function sentAnswer(destino: string): profileManager.CodeSent {
    return {
      destino,
      expiraEnSegundos: CODE_MS / 1000,
      reenviarEnSegundos: RESEND_WAIT_MS / 1000,
    };
  }

  /** The per-supervisor send count; a refusal answer when it is spent. */
  function takeSend(c: Context<AppEnv>, at: number) {
    const taken = sends.take(`c:${c.get('session').clientId}`, limits.sendsPerClient, at);
    return 'ok' in taken ? null : tooMany(c, m.tooManySends(taken.retryAfterS), taken.retryAfterS);
  }

  implement(profileManager.mandataries, async (c) => {
    const state = await companyState(db, companyOf(c).Rut);
    return mandatariesView(companyOf(c), state, c.get('session').clientId);
  });

  implement(profileManager.sendCode, async (c, { request }) => {
    const company = companyOf(c);
    const { clientId } = c.get('session');
    const at = now();
    if ((await blockedUntil(db, clientId, company.Rut, at)) !== null) {
      throw new ApiError(423, m.blocked);
    }
    const change = canonicalChange(request.cambio);
    // Checked before a code is sent: the supervisor learns at once what the change cannot do.
    const refused = await checkChange(
      db,
      await companyState(db, company.Rut),
      company,
      clientId,
      change,
    );
    if (refused instanceof ApiError) throw refused;

    const existing = await findRequest(db, request.idSolicitud);
    if (existing) {
      const same =
        existing.client_id === clientId &&
        existing.company_rut === company.Rut &&
        changeKey(existing.change) === changeKey(change);
      if (!same || existing.status !== 'pendiente') throw new ApiError(409, m.requestReused);
      // The same request sent twice (a double click): its code is on its way already.
      return sentAnswer(await maskedDestination(c));
    }
    const limited = takeSend(c, at);
    if (limited) return limited;
    const code = newCode();
    const created = await createRequest(
      db,
      { id: request.idSolicitud, clientId, companyRut: company.Rut, change },
      hashCode(request.idSolicitud, code),
      at,
    );
    // A parallel call with the same id created it first: that one sends the code.
    if (!created) return sentAnswer(await maskedDestination(c));
    const contact = await deliver(c, code, at);
    return sentAnswer(maskDestination(contact));
  });

  implement(profileManager.resendCode, async (c, { request }) => {
    const company = companyOf(c);
    const { clientId } = c.get('session');
    const at = now();
    if ((await blockedUntil(db, clientId, company.Rut, at)) !== null) {
      throw new ApiError(423, m.blocked);
    }
    const existing = await findRequest(db, request.idSolicitud);
    if (
      !existing ||
      existing.client_id !== clientId ||
      existing.company_rut !== company.Rut ||
      existing.status !== 'pendiente'
    ) {
      throw new ApiError(404, m.requestUnknown);
    }
    const waitMs = Number(existing.sent_at) + RESEND_WAIT_MS - at;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      return tooMany(c, m.resendWait(seconds), seconds);
    }
    if (existing.sends >= SENDS_PER_REQUEST) {
      const seconds = Math.ceil(limits.windowMs / 1000);
      return tooMany(c, m.tooManySends(seconds), seconds);
    }
    const limited = takeSend(c, at);
    if (limited) return limited;
    const code = newCode();
    const renewed = await renewCode(
      db,
      { id: existing.id, clientId, companyRut: company.Rut },
      hashCode(existing.id, code),
      at,
    );
    if (!renewed) {
      // A parallel resend won the wait: this one sends nothing.
      return tooMany(c, m.resendWait(RESEND_WAIT_MS / 1000), RESEND_WAIT_MS / 1000);
    }
    const contact = await deliver(c, code, at);
    return sentAnswer(maskDestination(contact));
  });

  implement(profileManager.confirm, async (c, { request }) => {
    const company = companyOf(c);
    const session = c.get('session');
    const { clientId } = session;
    const at = now();

    const bySession = entries.take(`s:${session.publicId}`, limits.entriesPerSession, at);
    const byClient =
      'ok' in bySession ? entries.take(`c:${clientId}`, limits.entriesPerClient, at) : bySession;
    if (!('ok' in byClient)) {
      if ('ok' in bySession) entries.giveBack(`s:${session.publicId}`);
      return tooMany(c, m.tooManyCodes(Math.ceil(byClient.retryAfterS / 60)), byClient.retryAfterS);
    }

    const reserved = await reserveCheck(db, clientId, company.Rut, at);
    if (!reserved) throw new ApiError(423, m.blocked);
    const change = canonicalChange(request.cambio);
    const existing = await findRequest(db, request.idSolicitud);
    const codeHash = hashCode(request.idSolicitud, request.codigo);
    const matches = (row: RequestRow | undefined): row is RequestRow =>
      row !== undefined &&
      row.client_id === clientId &&
      row.company_rut === company.Rut &&
      changeKey(row.change) === changeKey(change) &&
      row.code_hash === codeHash;
    const live = (row: RequestRow) =>
      row.status === 'aplicado' || (row.status === 'pendiente' && Number(row.expires_at) > at);
    if (!matches(existing) || !live(existing)) {
      if (reserved.failed_attempts >= profileManager.MAX_WRONG_CODES) {
        await voidPending(db, clientId, company.Rut);
        throw new ApiError(423, m.blocked);
      }
      throw new ApiError(400, m.codeRefused, ['codigo']);
    }
    await clearFailures(db, clientId, company.Rut);

    for (let attempt = 0; attempt < APPLY_ATTEMPTS; attempt += 1) {
      const request = await findRequest(db, existing.id);
      // Confirmed already (a double click, a retry): the same answer, nothing applied twice.
      if (request?.status === 'aplicado') {
        return mandatariesView(company, await companyState(db, company.Rut), clientId);
      }
      if (request?.status !== 'pendiente') throw new ApiError(400, m.codeRefused, ['codigo']);
      const state = await companyState(db, company.Rut);
      const checked = await checkChange(db, state, company, clientId, change);
      if (checked instanceof ApiError) {
        // A parallel call with this id and code applied it between the two reads: the same answer.
        if ((await findRequest(db, existing.id))?.status === 'aplicado') {
          return mandatariesView(company, await companyState(db, company.Rut), clientId);
        }
        // The company changed since the code was sent: this change no longer applies.
        await voidRequest(db, existing.id);
        throw checked;
      }
      const target = {
        companyRut: company.Rut,
        companyName: company.nombre,
        version: state.version,
        requestId: existing.id,
        now: at,
      };
      const applied =
        change.accion === 'agregar'
          ? await applyAdd(db, target, {
              clientId: checked.clientId,
              code: String(randomInt(100_000, 1_000_000)),
              name: change.nombre,
              types: change.tipos,
              tefe: change.tefe,
            })
          : await applyRemove(db, target, checked.clientId);
      if (applied) {
        return mandatariesView(company, await companyState(db, company.Rut), clientId);
      }
    }
    throw new ApiError(409, m.busy);
  });

  /** The masked destination of the supervisor's contact (a repeated send names it again). */
  async function maskedDestination(c: Context<AppEnv>) {
    const contact = await contactOf(db, c.get('account').client.rut);
    if (!contact) throw new ApiError(409, m.noContact);
    return maskDestination(contact);
  }

  return app;
}

const maskDestination = (contact: { channel: 'sms' | 'email'; to: string }) =>
  maskOutbox(contact.channel, contact.to);
