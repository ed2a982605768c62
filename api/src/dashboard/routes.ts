import { Hono } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { marketRoutes } from './market-routes.ts';
import { shortcutRoutes } from './shortcut-routes.ts';

/**
 * The home dashboard (spec 7), the market and profile calls; the client's statement, portfolio,
 * profitability, accounts and movements are `portfolio-routes.ts`, each mounted by app.ts.
 */
export function dashboardRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  marketRoutes(implement, deps);
  shortcutRoutes(implement, deps);
  return app;
}
