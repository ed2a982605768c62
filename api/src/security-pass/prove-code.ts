import { securityPass } from '@inversiones/contract';
import { RETRY_AFTER_HEADER } from '@inversiones/contract';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { setSessionCookies } from '../platform/session-cookies.ts';
import {
  activate,
  clearFailures,
  findMethod,
  removeMethod,
  reserveCheck,
  type Kind,
  type MethodRow,
} from './methods.ts';
import { securityPassMessages as m } from './messages.ts';
import type { SecurityPassLimits, WindowCounter } from './rate-limits.ts';

/** Whether a typed code is right for the method; a right one is consumed (single use). */
export type CodeCheck = (method: MethodRow) => Promise<boolean>;

export interface EntryCounters {
  limits: SecurityPassLimits;
  entries: WindowCounter;
}

/**
 * A typed code proves possession of a method for a purpose: the login step (`ingreso`, on a
 * session that owes it), confirming an enrolment, removing the method, or a signature (`firma`). In order: the
 * session's state, the method's, the entry rate limits (429), the method's block (423), then the
 * code; a refused code gets one answer whatever was wrong with it.
 */
export async function proveCode(
  c: Context<AppEnv>,
  { db, sessions, now, config }: Deps,
  { limits, entries }: EntryCounters,
  kind: Kind,
  purpose: securityPass.SendPurpose,
  check: CodeCheck,
): Promise<{ ok: true } | Response> {
  const session = c.get('session');
  const { client } = c.get('account');
  if (purpose === 'ingreso' && !session.secondFactorPending) throw new ApiError(409, m.notPending);
  if (purpose !== 'ingreso' && session.secondFactorPending) {
    throw new ApiError(403, m.pendingOnlyLogin);
  }
  const method = await findMethod(db, client.id, kind);
  const wanted = purpose === 'enrolamiento' ? 'pending' : 'active';
  if (!method || method.status !== wanted) {
    throw new ApiError(409, purpose === 'enrolamiento' ? m.noPendingEnrolment : m.noMethod);
  }

  const at = now();
  const bySession = entries.take(`s:${session.publicId}`, limits.entriesPerSession, at);
  const byClient =
    'ok' in bySession ? entries.take(`c:${client.id}`, limits.entriesPerClient, at) : bySession;
  if (!('ok' in byClient)) {
    if ('ok' in bySession) entries.giveBack(`s:${session.publicId}`);
    const status = 429 as const;
    const message = m.tooManyCodes(Math.ceil(byClient.retryAfterS / 60));
    return c.json({ message, status }, status, {
      [RETRY_AFTER_HEADER]: String(byClient.retryAfterS),
    });
  }

  const reserved = await reserveCheck(db, method.id, at);
  if (!reserved) throw new ApiError(423, m.blocked);
  if (!(await check(reserved))) {
    if (reserved.failed_attempts >= securityPass.MAX_WRONG_CODES) {
      throw new ApiError(423, m.blocked);
    }
    throw new ApiError(400, m.codeRefused, ['codigo']);
  }
  await clearFailures(db, method.id);

  if (purpose === 'ingreso') {
    const passed = await sessions.passSecondFactor(session);
    // A parallel request passed it first with another right code: this one is not needed.
    if (!passed) throw new ApiError(409, m.notPending);
    setSessionCookies(c, config, passed.token, passed.xsrfToken);
  } else if (purpose === 'enrolamiento') {
    await activate(db, method.id, at);
  } else if (purpose === 'eliminacion') {
    await removeMethod(db, method.id);
  }
  // `firma`: the code only proves possession; the signing call that asked for it goes on.
  return { ok: true as const };
}
