import type { Database } from '../db/database.ts';

/** Counted attempts, wrong or not yet checked, that lock the account. */
export const MAX_FAILED_ATTEMPTS = 5;
/**
 * A lock lasts 15 minutes: long enough that guessing stays hopeless (5 tries per quarter hour),
 * short enough that anyone locking a victim out on purpose only delays them briefly.
 */
export const LOCK_MS = 15 * 60_000;

export interface Reserved {
  id: number;
  password_hash: string | null;
  /** The password before the last change (a new one may not repeat it). */
  previous_password_hash: string | null;
}

type Account = { rut: string } | { id: number };

/**
 * Reserves one password check on an account, atomically: the attempt is counted as a failure
 * before the password is looked at, and only while fewer than the allowed attempts are counted
 * (or the last lock has run out, which starts a fresh count). Under a parallel burst the row
 * lock of the UPDATE serialises the reservations, so at most MAX_FAILED_ATTEMPTS passwords are
 * ever evaluated. Nothing is returned for an unknown, locked or administratively locked account.
 */
export async function reserveAttempt(
  db: Database,
  account: Account,
  now: number,
): Promise<Reserved | undefined> {
  const [column, value] = 'rut' in account ? ['rut', account.rut] : ['id', account.id];
  const [row] = await db.query<Reserved>(
    `UPDATE clients SET
       failed_attempts = CASE WHEN failed_attempts >= $2 THEN 1 ELSE failed_attempts + 1 END,
       last_failed_at = $3
     WHERE ${column} = $1 AND NOT locked
       AND (failed_attempts < $2 OR last_failed_at IS NULL OR last_failed_at <= $4)
     RETURNING id, password_hash, previous_password_hash`,
    [value, MAX_FAILED_ATTEMPTS, now, now - LOCK_MS],
  );
  return row;
}

/**
 * The reserved check found the right password: the count starts again. Its reservation came
 * before the count reached the limit, so this is the order a one-at-a-time client would see.
 */
export async function clearAttempts(db: Database, id: number): Promise<void> {
  await db.query('UPDATE clients SET failed_attempts = 0 WHERE id = $1', [id]);
}

/** Whether the account is locked now (by the count or administratively). */
export async function isLocked(db: Database, id: number, now: number): Promise<boolean> {
  const [row] = await db.query<{ locked: boolean }>(
    `SELECT locked OR (failed_attempts >= $2 AND last_failed_at > $3) AS locked
     FROM clients WHERE id = $1`,
    [id, MAX_FAILED_ATTEMPTS, now - LOCK_MS],
  );
  return row?.locked ?? false;
}
