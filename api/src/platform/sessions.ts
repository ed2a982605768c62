import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { SessionConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

export interface Session {
  tokenHash: string;
  publicId: string;
  clientId: number;
  xsrfToken: string;
  profileCode: string | null;
  createdAt: number;
  lastSeenAt: number;
}

interface SessionRow {
  token_hash: string;
  public_id: string;
  client_id: number;
  xsrf_token: string;
  profile_code: string | null;
  created_at: string | number;
  last_seen_at: string | number;
}

const fromRow = (row: SessionRow): Session => ({
  tokenHash: row.token_hash,
  publicId: row.public_id,
  clientId: row.client_id,
  xsrfToken: row.xsrf_token,
  profileCode: row.profile_code,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
});

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of two strings (false when either is missing). */
export function safeEqual(a: string | undefined | null, b: string | undefined | null): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type Lookup = { session: Session } | { expired: boolean };

/** Server-side sessions: the cookie holds a random secret, the database only its hash. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly config: SessionConfig,
  ) {}

  /** A new session (new id, new secret, new XSRF token) for a successful login. */
  async create(clientId: number, profileCode: string | null, now: number) {
    const token = randomBytes(32).toString('base64url');
    const xsrfToken = randomBytes(24).toString('base64url');
    const publicId = randomUUID();
    await this.db.query(
      `INSERT INTO sessions
         (token_hash, public_id, client_id, xsrf_token, profile_code, created_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)`,
      [hashToken(token), publicId, clientId, xsrfToken, profileCode, now],
    );
    return { token, xsrfToken, publicId };
  }

  /**
   * The live session of a cookie secret. A session idle longer than the lifespan, or older than
   * the absolute maximum, is deleted and reported as expired.
   */
  async find(token: string, now: number): Promise<Lookup> {
    const [row] = await this.db.query<SessionRow>('SELECT * FROM sessions WHERE token_hash = $1', [
      hashToken(token),
    ]);
    if (!row) return { expired: false };
    const session = fromRow(row);
    const idle = now - session.lastSeenAt > this.config.lifespanS * 1000;
    const tooOld = now - session.createdAt > this.config.maxS * 1000;
    if (idle || tooOld) {
      await this.destroy(session.tokenHash);
      return { expired: true };
    }
    return { session };
  }

  /** Deletes every session past its idle timeout or absolute lifetime (run at each login). */
  async purgeExpired(now: number) {
    await this.db.query('DELETE FROM sessions WHERE last_seen_at < $1 OR created_at < $2', [
      now - this.config.lifespanS * 1000,
      now - this.config.maxS * 1000,
    ]);
  }

  /** Restarts the idle timeout (written at most once a second per session). */
  async touch(session: Session, now: number) {
    if (now - session.lastSeenAt < 1000) return;
    await this.db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1', [
      session.tokenHash,
      now,
    ]);
    session.lastSeenAt = now;
  }

  /**
   * Acts for profile `code` under a new secret and XSRF token (session id rotation): the old
   * cookie stops working at once. Returns the new secret and token for the cookies.
   */
  async rotateToProfile(session: Session, code: string) {
    const token = randomBytes(32).toString('base64url');
    const xsrfToken = randomBytes(24).toString('base64url');
    const tokenHash = hashToken(token);
    const rows = await this.db.query<{ token_hash: string }>(
      `UPDATE sessions SET token_hash = $2, xsrf_token = $3, profile_code = $4
       WHERE token_hash = $1 RETURNING token_hash`,
      [session.tokenHash, tokenHash, xsrfToken, code],
    );
    // A parallel call rotated it first: this request's secret is already the old one.
    if (rows.length === 0) return null;
    Object.assign(session, { tokenHash, xsrfToken, profileCode: code });
    return { token, xsrfToken };
  }

  async destroy(tokenHash: string) {
    await this.db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  /** Closes every session of the client (after a password reset). */
  async destroyAllOf(clientId: number) {
    await this.db.query('DELETE FROM sessions WHERE client_id = $1', [clientId]);
  }

  /** Closes every other session of the client (after a password change). */
  async destroyOthers(session: Session) {
    await this.db.query('DELETE FROM sessions WHERE client_id = $1 AND token_hash <> $2', [
      session.clientId,
      session.tokenHash,
    ]);
  }

  /** Seconds left before the idle timeout (or the absolute limit, when sooner). */
  remaining(session: Session, now: number): number {
    const idleEnd = session.lastSeenAt + this.config.lifespanS * 1000;
    const hardEnd = session.createdAt + this.config.maxS * 1000;
    return Math.max(0, Math.floor((Math.min(idleEnd, hardEnd) - now) / 1000));
  }
}
