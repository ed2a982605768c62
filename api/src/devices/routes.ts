import { devices } from '@inversiones/contract';
import { Hono } from 'hono';
import { messages } from '../messages.ts';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { listSessions, revokeSession } from './session-devices.ts';
import { deviceName } from './user-agent.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** administrarDispositivos: the client's own open sessions, and closing one of them. */
export function deviceRoutes(deps: Deps) {
  const { db, now, config } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);

  implement(devices.sessionsList, async (c) => {
    const current = c.get('session');
    const rows = await listSessions(db, current.clientId, config, now());
    return {
      sesiones: rows.map((row) => ({
        id: row.public_id,
        ...deviceName(row.user_agent),
        inicio: new Date(Number(row.created_at)).toISOString(),
        ultimoUso: new Date(Number(row.last_seen_at)).toISOString(),
        actual: row.public_id === current.publicId,
      })),
    };
  });

  implement(devices.closeSession, async (c, { params }) => {
    // Only the caller's own: another client's id answers exactly as an unknown one.
    const closed =
      UUID.test(params.id) && (await revokeSession(db, c.get('session').clientId, params.id));
    if (!closed) throw new ApiError(404, messages.sessionNotFound);
    return { ok: true as const };
  });

  return app;
}
