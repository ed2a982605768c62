import { health } from '@inversiones/contract';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';

/** Liveness of the API and its database (a query that reaches it). */
export function healthRoutes(deps: Deps, version: string) {
  const app = new Hono<AppEnv>();
  implementer(app, deps)(health, async () => {
    await deps.db.query('SELECT 1');
    return {
      status: 'ok' as const,
      database: deps.db.kind,
      version,
      time: new Date().toISOString(),
    };
  });
  return app;
}
