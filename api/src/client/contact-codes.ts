import { createHash, randomInt } from 'node:crypto';
import { client as contract } from '@inversiones/contract';
import type { Database } from '../db/database.ts';

export const CONTACT_CODE_MS = contract.CONTACT_CODE_MINUTES * 60_000;

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Bound to the client, the session and the channel: a code is worth nothing anywhere else.
const hashCode = (clientId: number, sessionId: string, channel: string, code: string) =>
  createHash('sha256').update(`contact:${clientId}:${sessionId}:${channel}:${code}`).digest('hex');

export interface ContactRequest {
  clientId: number;
  sessionId: string;
  email: string;
  phone: string;
}

/** A new pair of codes for the contact data asked for; earlier pending pairs stop working. */
export async function issueContactCodes(
  db: Database,
  request: ContactRequest,
  now: number,
): Promise<{ emailCode: string; phoneCode: string }> {
  const { clientId, sessionId, email, phone } = request;
  const emailCode = newCode();
  const phoneCode = newCode();
  await db.query(
    `WITH retired AS (
       UPDATE contact_codes SET used_at = $7
       WHERE client_id = $1 AND used_at IS NULL)
     INSERT INTO contact_codes
       (client_id, session_id, email, phone, email_code_hash, phone_code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      clientId,
      sessionId,
      email,
      phone,
      hashCode(clientId, sessionId, 'email', emailCode),
      hashCode(clientId, sessionId, 'sms', phoneCode),
      now,
      now + CONTACT_CODE_MS,
    ],
  );
  return { emailCode, phoneCode };
}

export type ConfirmOutcome =
  { ok: true; email: string; phone: string } | { ok: false; voided: boolean };

/**
 * Uses the pending pair of the client and session: both codes right, not expired, not used.
 * The conditional UPDATE makes it single use under parallel calls; a wrong pair counts one try
 * and the fifth wrong try voids the pair.
 */
export async function confirmContactCodes(
  db: Database,
  clientId: number,
  sessionId: string,
  codes: { email: string; phone: string },
  now: number,
): Promise<ConfirmOutcome> {
  const [hit] = await db.query<{ email: string; phone: string }>(
    `UPDATE contact_codes SET used_at = $5
     WHERE client_id = $1 AND session_id = $2 AND email_code_hash = $3 AND phone_code_hash = $4
       AND used_at IS NULL AND expires_at > $5 AND wrong_attempts < $6
     RETURNING email, phone`,
    [
      clientId,
      sessionId,
      hashCode(clientId, sessionId, 'email', codes.email),
      hashCode(clientId, sessionId, 'sms', codes.phone),
      now,
      contract.CONTACT_MAX_WRONG_CODES,
    ],
  );
  if (hit) return { ok: true, email: hit.email, phone: hit.phone };
  const [counted] = await db.query<{ wrong_attempts: number }>(
    `UPDATE contact_codes
     SET wrong_attempts = wrong_attempts + 1,
         used_at = CASE WHEN wrong_attempts + 1 >= $4 THEN $3 ELSE used_at END
     WHERE client_id = $1 AND session_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING wrong_attempts`,
    [clientId, sessionId, now, contract.CONTACT_MAX_WRONG_CODES],
  );
  return {
    ok: false,
    voided: counted !== undefined && counted.wrong_attempts >= contract.CONTACT_MAX_WRONG_CODES,
  };
}
