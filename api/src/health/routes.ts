import { health } from '@inversiones/contract';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import type { WizardLoadResult } from '../wizards.ts';

/**
 * Liveness of the API and its database (a query that reaches it), and the wizard templates of
 * the start: any refused one makes the status 'degraded' (still 200: the API serves the others).
 */
export function healthRoutes(deps: Deps, version: string, wizards?: WizardLoadResult) {
  const app = new Hono<AppEnv>();
  const refused = wizards?.refused ?? [];
  const loaded = (wizards?.loaded.length ?? 0) + (wizards?.unchanged.length ?? 0);
  implementer(app, deps)(health, async () => {
    await deps.db.query('SELECT 1');
    return {
      status: refused.length > 0 ? ('degraded' as const) : ('ok' as const),
      database: deps.db.kind,
      version,
      // The app clock (CLOCK_NOW when set), the time every code and session of the API sees.
      time: new Date(deps.now()).toISOString(),
      wizards: { loaded, refused },
    };
  });
  return app;
}
