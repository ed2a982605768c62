import type { securityPass } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { acceptStep, type Kind } from './methods.ts';
import type { CodeCheck } from './prove-code.ts';
import { consumeCode } from './sent-codes.ts';
import { matchTotp } from './totp.ts';

/**
 * The check of a typed code for a method kind: the app's TOTP (its step recorded only when
 * later than the last, so a replay or the loser of two parallel submissions is refused like a
 * wrong code), or the live sent code of this purpose and session (single use).
 */
export function codeCheck(
  db: Database,
  kind: Kind,
  purpose: securityPass.SendPurpose,
  sessionId: string,
  codigo: string,
  now: number,
): CodeCheck {
  if (kind !== 'totp') {
    return (method) => consumeCode(db, method.id, purpose, sessionId, codigo, now);
  }
  return async (method) => {
    if (method.secret === null) return false;
    const lastStep = method.last_step === null ? null : Number(method.last_step);
    const step = await matchTotp(method.secret, codigo, now, lastStep);
    return step !== null && (await acceptStep(db, method.id, step));
  };
}
