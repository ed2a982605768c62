import { securityPass } from '@inversiones/contract';
import type { Database } from '../db/database.ts';

const { BLOCK_MINUTES, MAX_WRONG_CODES } = securityPass;
export const BLOCK_MS = BLOCK_MINUTES * 60_000;

export type Kind = 'totp' | 'sms' | 'email';
/** The contract's names of the kinds (the spec calls the authenticator app `cronto`). */
export const kindOf = (tipo: securityPass.MethodKind): Kind => (tipo === 'cronto' ? 'totp' : tipo);
export const tipoOf = (kind: Kind): securityPass.MethodKind => (kind === 'totp' ? 'cronto' : kind);

export interface MethodRow {
  id: number;
  client_id: number;
  kind: Kind;
  status: 'pending' | 'active';
  secret: string | null;
  destination: string | null;
  last_step: string | number | null;
  failed_attempts: number;
  last_failed_at: string | number | null;
  created_at: string | number;
  activated_at: string | number | null;
}

export async function listMethods(db: Database, clientId: number): Promise<MethodRow[]> {
  return db.query<MethodRow>(
    `SELECT * FROM security_pass_methods WHERE client_id = $1
     ORDER BY CASE kind WHEN 'totp' THEN 0 WHEN 'sms' THEN 1 ELSE 2 END`,
    [clientId],
  );
}

export async function findMethod(
  db: Database,
  clientId: number,
  kind: Kind,
): Promise<MethodRow | undefined> {
  const [row] = await db.query<MethodRow>(
    'SELECT * FROM security_pass_methods WHERE client_id = $1 AND kind = $2',
    [clientId, kind],
  );
  return row;
}

/** The kinds of the client's active methods (what the login step asks for). */
export async function activeKinds(db: Database, clientId: number): Promise<Kind[]> {
  const rows = await listMethods(db, clientId);
  return rows.filter((row) => row.status === 'active').map((row) => row.kind);
}

/** When a method's block ends (epoch ms), or null when it is not blocked at `now`. */
export function blockedUntil(row: MethodRow, now: number): number | null {
  if (row.failed_attempts < MAX_WRONG_CODES || row.last_failed_at === null) return null;
  const end = Number(row.last_failed_at) + BLOCK_MS;
  return end > now ? end : null;
}

/**
 * Starts a method's enrolment: a pending row (a previous pending one of the kind is replaced with
 * its secret). Nothing when the kind is already active. Returns whether it was written.
 */
export async function startEnrolment(
  db: Database,
  clientId: number,
  kind: Kind,
  values: { secret?: string; destination?: string },
  now: number,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO security_pass_methods (client_id, kind, status, secret, destination, created_at)
     VALUES ($1, $2, 'pending', $3, $4, $5)
     ON CONFLICT (client_id, kind) DO UPDATE
       SET secret = EXCLUDED.secret, destination = EXCLUDED.destination,
           created_at = EXCLUDED.created_at, last_step = NULL,
           failed_attempts = 0, last_failed_at = NULL
       WHERE security_pass_methods.status = 'pending'
     RETURNING id`,
    [clientId, kind, values.secret ?? null, values.destination ?? null, now],
  );
  return rows.length > 0;
}

/**
 * Reserves one code check on a method, atomically (as the login lockout does): the attempt is
 * counted as wrong before the code is looked at, and only while fewer than MAX_WRONG_CODES are
 * counted or the last block has run out. Under a parallel burst the row lock serialises the
 * reservations, so at most five codes are ever checked per block. Undefined when blocked.
 */
export async function reserveCheck(
  db: Database,
  methodId: number,
  now: number,
): Promise<MethodRow | undefined> {
  const [row] = await db.query<MethodRow>(
    `UPDATE security_pass_methods SET
       failed_attempts = CASE WHEN failed_attempts >= $2 THEN 1 ELSE failed_attempts + 1 END,
       last_failed_at = $3
     WHERE id = $1 AND (failed_attempts < $2 OR last_failed_at IS NULL OR last_failed_at <= $4)
     RETURNING *`,
    [methodId, MAX_WRONG_CODES, now, now - BLOCK_MS],
  );
  return row;
}

/** The reserved check was right: the count of wrong codes starts again. */
export async function clearFailures(db: Database, methodId: number): Promise<void> {
  await db.query('UPDATE security_pass_methods SET failed_attempts = 0 WHERE id = $1', [methodId]);
}

/**
 * Records the accepted TOTP step, only if it is later than the last one: of two parallel
 * submissions of one code exactly one gets true (the row lock orders them).
 */
export async function acceptStep(db: Database, methodId: number, step: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE security_pass_methods SET last_step = $2
     WHERE id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING id`,
    [methodId, step],
  );
  return rows.length > 0;
}

/** A pending method becomes active (its secret stays server-side and is never sent again). */
export async function activate(db: Database, methodId: number, now: number): Promise<void> {
  await db.query(
    `UPDATE security_pass_methods SET status = 'active', activated_at = $2
     WHERE id = $1 AND status = 'pending'`,
    [methodId, now],
  );
}

export async function removeMethod(db: Database, methodId: number): Promise<void> {
  await db.query('DELETE FROM security_pass_methods WHERE id = $1', [methodId]);
}

/** Abandons every enrolment in course of the client (their secrets go with them). */
export async function cancelPending(db: Database, clientId: number): Promise<void> {
  await db.query(`DELETE FROM security_pass_methods WHERE client_id = $1 AND status = 'pending'`, [
    clientId,
  ]);
}
