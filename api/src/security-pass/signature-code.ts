import type { securityPass } from '@inversiones/contract';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { codeCheck } from './code-check.ts';
import { activeKinds, kindOf } from './methods.ts';
import { proveCode, type EntryCounters } from './prove-code.ts';
import { defaultSecurityPassLimits, WindowCounter } from './rate-limits.ts';

/** The code entries of one signing family: counted apart from the security-pass calls. */
export const signatureCounters = (): EntryCounters => ({
  limits: defaultSecurityPassLimits,
  entries: new WindowCounter(defaultSecurityPassLimits.windowMs),
});

/**
 * A signature's second factor: the session's client must hold an active method (409 with
 * `noMethod` otherwise) and the code must be right for it (the security pass's own answers:
 * 400 on `codigo`, 423 blocked, 429 too many). The method's block is shared with every call.
 */
export async function proveSignatureCode(
  c: Context<AppEnv>,
  deps: Deps,
  counters: EntryCounters,
  { metodo, codigo }: { metodo: securityPass.MethodKind; codigo: string },
  noMethod: string,
): Promise<{ ok: true } | Response> {
  const { client } = c.get('account');
  if (!(await activeKinds(deps.db, client.id)).length) throw new ApiError(409, noMethod);
  const kind = kindOf(metodo);
  const session = c.get('session');
  const check = codeCheck(deps.db, kind, 'firma', session.publicId, codigo, deps.now());
  return proveCode(c, deps, counters, kind, 'firma', check);
}
