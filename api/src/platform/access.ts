import {
  allows,
  roleFactsOf,
  roleRules,
  type Access,
  type Endpoint,
  type RoleRule,
  type RoleRuleDefinition,
} from '@inversiones/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './http.ts';
import { messages } from '../messages.ts';
import { requireChannel, requireSession, type AppEnv, type Deps } from './guard.ts';
import { requireStateChangeOrigin } from './state-changing-get.ts';

/** MandataryTypes id of a natural person (portal-spec section 3). */
export const NATURAL_PERSON_TYPE = 0;

/** The spec 6 facts of the profile the session acts for. */
export const roleFacts = (c: Context<AppEnv>) => {
  const { active, profiles } = c.get('account');
  return roleFactsOf(active, profiles.filter((p) => p.IsActive).length);
};

/**
 * The profile level: an active profile is chosen. With several, the session acts for none until
 * contextualize picks one (the client's own is not assumed: it could read another role's data).
 */
const requireProfile = createMiddleware<AppEnv>(async (c, next) => {
  const { active, profiles } = c.get('account');
  const several = profiles.filter((p) => p.IsActive).length > 1;
  const { profileCode } = c.get('session');
  // A profile removed since contextualize (a supervisor took him off a company): no longer his.
  const lost = profileCode !== null && active.code !== profileCode;
  if ((several && !profileCode) || lost || !active.IsActive) {
    throw new ApiError(403, messages.profileRequired);
  }
  await next();
});

/**
 * A session that still owes its second factor reaches only the endpoints marked
 * `beforeSecondFactor` (the security pass, logout, keep-alive): 403 for everything else.
 */
const requireSecondFactor = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('session').secondFactorPending) throw new ApiError(403, messages.secondFactorRequired);
  await next();
});

/** The company level: the session must act for an active company, not a natural person (403). */
const requireCompany = createMiddleware<AppEnv>(async (c, next) => {
  if (!roleFacts(c).activeCompany) throw new ApiError(403, messages.companyOnly);
  await next();
});

/** An endpoint's spec 6 rule (roles.ts in the contract): 403 for every other profile. */
export const requireRule = (rule: RoleRule) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!allows(rule, roleFacts(c))) {
      const definition: RoleRuleDefinition = roleRules[rule];
      throw new ApiError(403, definition.refusal ?? messages.roleForbidden);
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
    session: [requireChannel, session, requireSecondFactor],
    profile: [requireChannel, session, requireSecondFactor, requireProfile],
    company: [requireChannel, session, requireSecondFactor, requireProfile, requireCompany],
  };
}

/** The guards of one endpoint: its access level, a state-changing GET's origin, its rule. */
export function endpointGuards(
  guards: AccessGuards,
  endpoint: Pick<Endpoint, 'access' | 'rule' | 'changesState' | 'beforeSecondFactor'>,
): MiddlewareHandler<AppEnv>[] {
  const level = guards[endpoint.access];
  return [
    ...(endpoint.beforeSecondFactor ? level.filter((g) => g !== requireSecondFactor) : level),
    ...(endpoint.changesState ? [requireStateChangeOrigin] : []),
    ...(endpoint.rule ? [requireRule(endpoint.rule)] : []),
  ];
}
