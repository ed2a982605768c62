import {
  NOTIFICATION_COUNT_HEADER,
  REQUIRED_HEADERS,
  SESSION_REMAINING_HEADER,
  XSRF_HEADER,
  type Profile,
} from '@inversiones/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { SessionConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from './http.ts';
import { messages } from '../messages.ts';
import { safeEqual, type Session, type SessionStore } from './sessions.ts';
import { sessionCookieNames } from './transport.ts';

/** What every route module gets. */
export interface Deps {
  db: Database;
  sessions: SessionStore;
  config: SessionConfig;
  /** Epoch milliseconds; injectable so tests move time without sleeping. */
  now: () => number;
}

export interface ClientRow {
  id: number;
  rut: string;
  nombre: string;
  apellido_paterno: string;
  apellido_materno: string;
  tipo_persona: 'natural' | 'juridica';
  locked: boolean;
  pending_wizards: boolean;
}

/** The columns of ClientRow: no password hash travels with every request. */
export const CLIENT_COLUMNS = [
  'id',
  'rut',
  'nombre',
  'apellido_paterno',
  'apellido_materno',
  'tipo_persona',
  'locked',
  'pending_wizards',
] as const satisfies readonly (keyof ClientRow)[];

interface ProfileRow {
  code: string;
  nombre: string;
  rut: string;
  has_tefe: boolean;
  is_active: boolean;
  mandatary_types: { Id: number; Description: string }[];
}

export const toProfile = (row: ProfileRow): Profile => ({
  code: row.code,
  nombre: row.nombre,
  Rut: row.rut,
  HasTEFE: row.has_tefe,
  IsActive: row.is_active,
  MandataryTypes: row.mandatary_types,
});

export interface Account {
  client: ClientRow;
  profiles: Profile[];
  /** The profile the session acts as: the contextualized one, else the client's own. */
  active: Profile;
}

export type AppEnv = { Variables: { session: Session; account: Account } };

const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** What the guard reads of the session's client (`c`): the row, its profiles, unread counts. */
const ACCOUNT_COLUMNS = `${CLIENT_COLUMNS.map((name) => `c.${name}`).join(', ')},
  (SELECT json_agg(json_build_object('code', p.code, 'nombre', p.nombre, 'rut', p.rut,
            'has_tefe', p.has_tefe, 'is_active', p.is_active,
            'mandatary_types', p.mandatary_types) ORDER BY p.code)
   FROM mandatary_profiles p WHERE p.client_id = c.id) AS profiles,
  (SELECT json_object_agg(n.rut, n.total) FROM
    (SELECT rut, count(*) AS total FROM notifications
     WHERE NOT read AND (rut = c.rut OR rut IN
       (SELECT rut FROM mandatary_profiles WHERE client_id = c.id))
     GROUP BY rut) n) AS unread`;

type AccountColumns = ClientRow & {
  profiles: ProfileRow[] | null;
  unread: Record<string, number> | null;
};

/** Spec section 7: every call carries channel=1 and version=1. */
export const requireChannel = createMiddleware(async (c, next) => {
  for (const [name, value] of Object.entries(REQUIRED_HEADERS)) {
    if (c.req.header(name) !== value) throw new ApiError(400, messages.badChannel);
  }
  await next();
});

export async function loadProfiles(db: Database, clientId: number): Promise<Profile[]> {
  const rows = await db.query<ProfileRow>(
    `SELECT code, nombre, rut, has_tefe, is_active, mandatary_types
     FROM mandatary_profiles WHERE client_id = $1 ORDER BY code`,
    [clientId],
  );
  return rows.map(toProfile);
}

/** The client's own profile: the natural-person one with its rut, else the first. */
export function ownProfile(client: ClientRow, profiles: Profile[]): Profile {
  const own = profiles.find((p) => p.Rut === client.rut) ?? profiles[0];
  if (own) return own;
  return {
    code: '',
    nombre: `${client.nombre} ${client.apellido_paterno} ${client.apellido_materno}`.trim(),
    Rut: client.rut,
    HasTEFE: false,
    IsActive: true,
    MandataryTypes: [{ Id: 0, Description: 'Persona Natural' }],
  };
}

/**
 * A valid session or 401; on POST/PUT/DELETE the XSRF header must match the session's token
 * (403). Restarts the idle timeout, and puts the notification count and the seconds left on
 * the answer.
 */
export function requireSession({ sessions, now, config }: Deps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = getCookie(c, sessionCookieNames(config).session);
    // One round trip for the session, its client, the profiles and the unread notifications.
    const found = token
      ? await sessions.findWithClient<AccountColumns>(token, now(), ACCOUNT_COLUMNS)
      : { expired: false };
    if (!('session' in found)) {
      throw new ApiError(401, found.expired ? messages.sessionExpired : messages.noSession);
    }
    const { session } = found;
    if (MUTATING.has(c.req.method) && !safeEqual(c.req.header(XSRF_HEADER), session.xsrfToken)) {
      throw new ApiError(403, messages.xsrf);
    }
    const { profiles: profileRows, unread, ...client } = found.client;
    const profiles = (profileRows ?? []).map(toProfile);
    const active =
      (session.profileCode && profiles.find((p) => p.code === session.profileCode)) ||
      ownProfile(client, profiles);
    await sessions.touch(session, now());
    c.set('session', session);
    c.set('account', { client, profiles, active });
    await next();
    const count = unread?.[c.get('account').active.Rut] ?? 0;
    c.res.headers.set(NOTIFICATION_COUNT_HEADER, String(Number(count)));
    c.res.headers.set(SESSION_REMAINING_HEADER, String(sessions.remaining(session, now())));
  });
}

/** The rut the session acts for (the contextualized company or the client). */
export const activeRut = (c: Context<AppEnv>) => c.get('account').active.Rut;
