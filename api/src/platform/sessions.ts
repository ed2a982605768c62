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
  /** The client has an active security-pass method and no code was accepted yet. */
  secondFactorPending: boolean;
}

/** The session's columns under names no joined table uses (`clients` has its own created_at). */
const SESSION_COLUMNS = [
  'token_hash',
  'public_id',
  'client_id',
  'xsrf_token',
  'profile_code',
  'created_at',
  'last_seen_at',
  'second_factor_pending',
]
  .map((name) => `s.${name} AS session_${name}`)
  .join(', ');

interface SessionColumns {
  session_token_hash: string;
  session_public_id: string;
  session_client_id: number;
  session_xsrf_token: string;
  session_profile_code: string | null;
  session_created_at: string | number;
  session_last_seen_at: string | number;
  session_second_factor_pending: boolean;
}

/** The session, and the client columns read with it. */
function splitRow<T extends object>(row: SessionColumns & T): { session: Session; client: T } {
  const {
    session_token_hash,
    session_public_id,
    session_client_id,
    session_xsrf_token,
    session_profile_code,
    session_created_at,
    session_last_seen_at,
    session_second_factor_pending,
    ...client
  } = row;
  const session: Session = {
    tokenHash: session_token_hash,
    publicId: session_public_id,
    clientId: session_client_id,
    xsrfToken: session_xsrf_token,
    profileCode: session_profile_code,
    createdAt: Number(session_created_at),
    lastSeenAt: Number(session_last_seen_at),
    secondFactorPending: session_second_factor_pending,
  };
  return { session, client: client as unknown as T };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of two strings (false when either is missing). */
export function safeEqual(a: string | undefined | null, b: string | undefined | null): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type Lookup = { session: Session } | { expired: boolean };
export type LookupWithClient<T> = { session: Session; client: T } | { expired: boolean };

/** Server-side sessions: the cookie holds a random secret, the database only its hash. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly config: SessionConfig,
  ) {}

  /** A new session (new id, new secret, new XSRF token) for a successful login. */
  async create(
    clientId: number,
    profileCode: string | null,
    now: number,
    secondFactorPending = false,
  ) {
    const token = randomBytes(32).toString('base64url');
    const xsrfToken = randomBytes(24).toString('base64url');
    const publicId = randomUUID();
    await this.db.query(
      `INSERT INTO sessions (token_hash, public_id, client_id, xsrf_token, profile_code,
                             created_at, last_seen_at, second_factor_pending)
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7)`,
      [hashToken(token), publicId, clientId, xsrfToken, profileCode, now, secondFactorPending],
    );
    return { token, xsrfToken, publicId };
  }

  /**
   * The live session of a cookie secret. A session idle longer than the lifespan, or older than
   * the absolute maximum, is deleted and reported as expired.
   */
  async find(token: string, now: number): Promise<Lookup> {
    const found = await this.findWithClient<object>(token, now, '');
    return 'session' in found ? { session: found.session } : found;
  }

  /**
   * `find`, also reading `clientColumns` (a select list over the session's client, `c`) in the
   * same statement: one round trip for the session and what the guard needs of its client
   * (PGlite runs one query at a time, so every query per request adds up under load).
   */
  async findWithClient<T extends object>(
    token: string,
    now: number,
    clientColumns: string,
  ): Promise<LookupWithClient<T>> {
    const [row] = await this.db.query<SessionColumns & T>(
      clientColumns
        ? `SELECT ${SESSION_COLUMNS}, ${clientColumns}
           FROM sessions s JOIN clients c ON c.id = s.client_id WHERE s.token_hash = $1`
        : `SELECT ${SESSION_COLUMNS} FROM sessions s WHERE s.token_hash = $1`,
      [hashToken(token)],
    );
    if (!row) return { expired: false };
    const { session, client } = splitRow<T>(row);
    const idle = now - session.lastSeenAt > this.config.lifespanS * 1000;
    const tooOld = now - session.createdAt > this.config.maxS * 1000;
    if (idle || tooOld) {
      await this.destroy(session.tokenHash);
      return { expired: true };
    }
    return { session, client };
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

  /**
   * The second factor was accepted: the session becomes fully authenticated under a new secret
   * and XSRF token (a secret seen before the step is worth nothing after it). Null when a
   * parallel call already passed it.
   */
  async passSecondFactor(session: Session) {
    const token = randomBytes(32).toString('base64url');
    const xsrfToken = randomBytes(24).toString('base64url');
    const tokenHash = hashToken(token);
    const rows = await this.db.query<{ token_hash: string }>(
      `UPDATE sessions SET token_hash = $2, xsrf_token = $3, second_factor_pending = false
       WHERE token_hash = $1 AND second_factor_pending RETURNING token_hash`,
      [session.tokenHash, tokenHash, xsrfToken],
    );
    if (rows.length === 0) return null;
    Object.assign(session, { tokenHash, xsrfToken, secondFactorPending: false });
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
