import type { Access } from '@inversiones/contract';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './http.ts';
import { messages } from '../messages.ts';
import { requireChannel, requireSession, type AppEnv, type Deps } from './guard.ts';

/** MandataryTypes id of a natural person (portal-spec section 3). */
export const NATURAL_PERSON_TYPE = 0;

/** The company level: the session must act for a company, not as a natural person (403). */
const requireCompany = createMiddleware<AppEnv>(async (c, next) => {
  const { active } = c.get('account');
  if (active.MandataryTypes.some((type) => type.Id === NATURAL_PERSON_TYPE)) {
    throw new ApiError(403, messages.companyOnly);
  }
  await next();
});

export type AccessGuards = Record<Access, MiddlewareHandler<AppEnv>[]>;

/** The middleware each access level of the contract runs before the handler, in order. */
export function accessGuards(deps: Deps): AccessGuards {
  const session = requireSession(deps);
  return {
    open: [],
    public: [requireChannel],
    session: [requireChannel, session],
    profile: [requireChannel, session],
    company: [requireChannel, session, requireCompany],
  };
}
