import { createHash, randomInt } from 'node:crypto';
import { securityPass } from '@inversiones/contract';
import type { Database } from '../db/database.ts';

export const SENT_CODE_MS = securityPass.SENT_CODE_MINUTES * 60_000;

// Six digits hash into a million values at most, so the hash hides little on its own; bound to
// the method and the session, it keeps codes out of logs and database dumps in clear.
const hashCode = (methodId: number, sessionId: string, code: string) =>
  createHash('sha256').update(`${methodId}:${sessionId}:${code}`).digest('hex');

/**
 * A new code for a method, a purpose and a session; earlier unused codes of that method and
 * session stop working (only the last one sent is valid).
 */
export async function issueCode(
  db: Database,
  methodId: number,
  purpose: securityPass.SendPurpose,
  sessionId: string,
  now: number,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(securityPass.CODE_LENGTH, '0');
  // One statement (a data-modifying CTE): the old codes retire with the new one's insert.
  await db.query(
    `WITH retired AS (
       UPDATE security_pass_codes SET used_at = $5
       WHERE method_id = $1 AND session_id = $3 AND used_at IS NULL)
     INSERT INTO security_pass_codes
       (method_id, purpose, session_id, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [methodId, purpose, sessionId, hashCode(methodId, sessionId, code), now, now + SENT_CODE_MS],
  );
  return code;
}

/**
 * Uses a code: true only when it is the method's live code for this purpose and session, not
 * expired and not used. The conditional UPDATE makes it single use even under parallel calls.
 */
export async function consumeCode(
  db: Database,
  methodId: number,
  purpose: securityPass.SendPurpose,
  sessionId: string,
  code: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE security_pass_codes SET used_at = $5
     WHERE method_id = $1 AND purpose = $2 AND session_id = $3 AND code_hash = $4
       AND used_at IS NULL AND expires_at > $5
     RETURNING id`,
    [methodId, purpose, sessionId, hashCode(methodId, sessionId, code), now],
  );
  return rows.length > 0;
}
