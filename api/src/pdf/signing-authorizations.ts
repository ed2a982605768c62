import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** How long an issued signing authorization is valid, in seconds. */
export const SIGNING_AUTHORIZATION_TTL_S = 300;

export interface SigningScope {
  /** The session's token hash: an authorization never leaves the session that asked for it. */
  tokenHash: string;
  rut: string;
  context: string;
  contractId: string;
  /** The documents the signing will record (ticked plus mandatory). */
  keys: readonly string[];
}

const keysOf = (keys: readonly string[]) => [...keys].sort().join('\n');

/** Issues a single-use authorization for exactly this session, rut, contract and documents. */
export async function issueSigningAuthorization(
  db: Database,
  scope: SigningScope,
  now: number,
): Promise<{ authorizationId: string; expiresIn: number }> {
  const authorizationId = `AUT-${randomBytes(18).toString('base64url')}`;
  // Expired ones of the session go with each new one: the table holds only live authorizations.
  await db.query('DELETE FROM signing_authorizations WHERE token_hash = $1 AND expires_at <= $2', [
    scope.tokenHash,
    now,
  ]);
  await db.query(
    `INSERT INTO signing_authorizations
       (id, token_hash, rut, context, contract_id, document_keys, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      authorizationId,
      scope.tokenHash,
      scope.rut,
      scope.context,
      scope.contractId,
      keysOf(scope.keys),
      now + SIGNING_AUTHORIZATION_TTL_S * 1000,
    ],
  );
  return { authorizationId, expiresIn: SIGNING_AUTHORIZATION_TTL_S };
}

/**
 * Uses the authorization up: true only when it was issued for this very scope and is still
 * live. One conditional DELETE, so two parallel signings cannot both spend it.
 */
export async function consumeSigningAuthorization(
  db: Database,
  authorizationId: string,
  scope: SigningScope,
  now: number,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM signing_authorizations
     WHERE id = $1 AND token_hash = $2 AND rut = $3 AND context = $4 AND contract_id = $5
       AND document_keys = $6 AND expires_at > $7
     RETURNING id`,
    [
      authorizationId,
      scope.tokenHash,
      scope.rut,
      scope.context,
      scope.contractId,
      keysOf(scope.keys),
      now,
    ],
  );
  return rows.length === 1;
}
