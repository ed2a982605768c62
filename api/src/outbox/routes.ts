import { demo } from '@inversiones/contract';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { outboxMessages } from './outbox.ts';

/** Demo mode only: a real deployment answers 404, as if the call did not exist. */
export function outboxRoutes(deps: Deps, { demoMode }: { demoMode: boolean }) {
  const app = new Hono<AppEnv>();
  implementer(app, deps)(demo.outbox, async (_c, { request }) => {
    if (!demoMode) throw new ApiError(404, 'No encontrado.');
    return { messages: await outboxMessages(deps.db, { rut: request.rut }) };
  });
  return app;
}
