// Running an operation that moves money (DOMAIN.md): once per idempotency key, serialised per
// owner, and recorded with its audit trail in the same transaction as its movements.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Database, Queryable } from '../db/database.ts';
import { activeRut, type AppEnv } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { operationMessages } from './messages.ts';

/** Who acts: whose money, who gave the order, as which profile, from which session. */
export interface Actor {
  ownerRut: string;
  actedBy: string;
  profileCode: string;
  sessionId: string;
}

/** Who acts in a request, for the operation's audit record. */
export const actorOf = (c: Context<AppEnv>): Actor => ({
  ownerRut: activeRut(c),
  actedBy: c.get('account').client.rut,
  profileCode: c.get('account').active.code,
  sessionId: c.get('session').publicId,
});

export interface Performed<R> {
  /** The movement the operation recorded or cancelled; null when it records none (a PAC). */
  folio: bigint | null;
  /** What was done, for the audit record (the profile-fit acceptance among it). */
  details: Record<string, unknown>;
  /** The answer, returned again to a retry with the same key. */
  response: R;
}

/** JSON with object keys sorted: one text per value, whatever order the keys came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const fingerprintOf = (action: string, request: unknown) =>
  createHash('sha256')
    .update(`${action}\n${canonicalJson(request)}`)
    .digest('hex');

/** The ledger key of a movement an operation records (`part` tells its paired movements apart). */
export const movementKey = (actor: Actor, key: string, part?: string) =>
  `op:${actor.ownerRut}:${key}${part ? `:${part}` : ''}`;

/** Takes the owner's operation lock for the rest of the transaction. */
export async function lockOwner(tx: Queryable, ownerRut: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `operations:${ownerRut}`,
  ]);
}

/** The audit record (and stored answer) of an operation `perform` did. */
export async function recordOperation<R>(
  tx: Queryable,
  actor: Actor,
  action: string,
  key: string,
  fingerprint: string,
  now: number,
  done: Performed<R>,
): Promise<void> {
  await tx.query(
    `INSERT INTO operations (owner_rut, idempotency_key, action, fingerprint, acted_by,
       profile_code, session_id, folio, details, response, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::bigint, $9::jsonb, $10::jsonb, $11::bigint)`,
    [
      actor.ownerRut,
      key,
      action,
      fingerprint,
      actor.actedBy,
      actor.profileCode,
      actor.sessionId,
      done.folio === null ? null : done.folio.toString(),
      JSON.stringify(done.details),
      JSON.stringify(done.response),
      String(now),
    ],
  );
}

/**
 * Runs `perform` once for (owner, key): in one transaction that first takes the owner's lock, so
 * operations of one owner run one at a time and each sees the balance the previous one left. The
 * same key again returns the stored answer and records nothing; with another request, 409.
 * A refusal (an ApiError thrown by `perform`) rolls back and records nothing.
 */
export function runOperation<R>(
  db: Database,
  actor: Actor,
  action: string,
  key: string,
  request: unknown,
  now: number,
  perform: (tx: Queryable) => Promise<Performed<R>>,
): Promise<R> {
  const fingerprint = fingerprintOf(action, request);
  return db.transaction(async (tx) => {
    await lockOwner(tx, actor.ownerRut);
    const [earlier] = await tx.query<{ fingerprint: string; response: R }>(
      'SELECT fingerprint, response FROM operations WHERE owner_rut = $1 AND idempotency_key = $2',
      [actor.ownerRut, key],
    );
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new ApiError(409, operationMessages.idempotencyConflict);
      }
      return earlier.response;
    }
    const done = await perform(tx);
    await recordOperation(tx, actor, action, key, fingerprint, now, done);
    return done.response;
  });
}
