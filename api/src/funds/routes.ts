import { Hono } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { catalogueRoutes } from './catalogue-routes.ts';

/**
 * Mutual funds (spec 7), the catalogue and market calls; the client's holdings, movements and
 * period results are `holdings-routes.ts`, each group mounted by app.ts.
 */
export function fundRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  catalogueRoutes(app, implement, deps);
  return app;
}
