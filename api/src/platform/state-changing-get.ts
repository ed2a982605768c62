import { XSRF_HEADER } from '@inversiones/contract';
import { createMiddleware } from 'hono/factory';
import { messages } from '../messages.ts';
import type { AppEnv } from './guard.ts';
import { ApiError } from './http.ts';
import { safeEqual } from './sessions.ts';

/** `Sec-Fetch-Site` values of a request another site started (a link, a form, an image). */
const FOREIGN_SITES = new Set(['cross-site', 'same-site']);

/**
 * A GET that changes state (logout, contextualize, jarvis/next, the flow-wizard action; the spec
 * keeps GET): the cookie alone is not enough. It must echo the XSRF token, as a POST does, and a
 * browser saying another site (or a sibling subdomain) started it is refused. Runs after the
 * session guard, which checks the echo of POST, PUT and DELETE only.
 */
export const requireStateChangeOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  if (site && FOREIGN_SITES.has(site)) throw new ApiError(403, messages.xsrf);
  if (!safeEqual(c.req.header(XSRF_HEADER), c.get('session').xsrfToken)) {
    throw new ApiError(403, messages.xsrf);
  }
  await next();
});
