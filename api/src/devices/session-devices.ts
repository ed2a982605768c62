import type { SessionConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/** The longest User-Agent kept (headers can be kilobytes; the start names the browser). */
export const USER_AGENT_MAX = 512;

export interface SessionDeviceRow {
  public_id: string;
  user_agent: string | null;
  created_at: string | number;
  last_seen_at: string | number;
}

/** Records the device a session was opened from (right after the login creates it). */
export async function recordDevice(db: Database, publicId: string, userAgent: string | undefined) {
  await db.query('UPDATE sessions SET user_agent = $2 WHERE public_id = $1', [
    publicId,
    userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  ]);
}

/**
 * The client's live sessions, latest used first: those past their idle timeout or absolute
 * lifetime are left out (they answer 401 already). Read from the database at every call, so
 * every API instance sees the same list.
 */
export async function listSessions(
  db: Database,
  clientId: number,
  config: Pick<SessionConfig, 'lifespanS' | 'maxS'>,
  now: number,
): Promise<SessionDeviceRow[]> {
  return db.query<SessionDeviceRow>(
    `SELECT public_id, user_agent, created_at, last_seen_at FROM sessions
     WHERE client_id = $1 AND last_seen_at >= $2 AND created_at >= $3
     ORDER BY last_seen_at DESC, created_at DESC LIMIT 500`,
    [clientId, now - config.lifespanS * 1000, now - config.maxS * 1000],
  );
}

/**
 * Ends one of the client's sessions by its public id: the row goes, so its cookie answers 401
 * on its next call on any instance. False when no session of this client has that id.
 */
export async function revokeSession(
  db: Database,
  clientId: number,
  publicId: string,
): Promise<boolean> {
  const rows = await db.query<{ public_id: string }>(
    'DELETE FROM sessions WHERE client_id = $1 AND public_id = $2 RETURNING public_id',
    [clientId, publicId],
  );
  return rows.length > 0;
}
