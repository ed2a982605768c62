import type { z, ZodType } from 'zod';
import type { RoleRule } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint (portal-spec 5 and 7). Every level but `open` needs the headers
 * `channel: 1` and `version: 1`; from `session` on, POST, PUT and DELETE echo the XSRF token.
 * - `open`: anyone, no headers (liveness probes of the hosting platform).
 * - `public`: before login (the login itself, the public video sections).
 * - `session`: a logged-in session, whatever profile it acts for (profile list and choice,
 *   keep-alive, logout, password change).
 * - `profile`: a logged-in session acting for an active profile: the contextualised one, or the
 *   client's own when it is the only one; with several, 403 until one is chosen. The answer is
 *   about that profile's rut.
 * - `company`: like `profile`, and the profile must be an active company's (not a natural
 *   person's): 403 otherwise, asking to contextualise the company's account.
 */
export type Access = 'open' | 'public' | 'session' | 'profile' | 'company';

/**
 * One call of the contract: where it goes, who may call it and the zod schemas of what travels.
 * `path` is relative to the API base (the portal calls it under `/api`); `{name}` marks a path
 * parameter, and a leading `/{context}` is the wizard context, absent for the base context.
 */
export interface Endpoint<
  Response extends ZodType = ZodType,
  Request extends ZodType | undefined = ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
  access: Access;
  /** A spec 6 rule the profile must meet besides the access level (403 otherwise). */
  rule?: RoleRule;
  /**
   * A GET that changes state (the spec keeps its method): it also needs the XSRF echo, and a
   * cross-site or same-site `Sec-Fetch-Site` is refused (403).
   */
  changesState?: true;
  /**
   * Callable while the session still owes its second factor (the security-pass calls, logout,
   * keep-alive); every other `session`, `profile` and `company` endpoint answers 403 until then.
   */
  beforeSecondFactor?: true;
  /**
   * Moves money: the request carries an `Idempotency-Key` header (400 without it). The same key
   * again returns the first answer and records nothing; with another body it is refused (409).
   */
  idempotent?: true;
  /** The JSON body of POST and PUT, the query string of GET. */
  request?: Request;
  response: Response;
}

/**
 * Declares an endpoint keeping its literal method and path and the exact schema types,
 * so `ResponseOf<typeof endpoint>` is the parsed body type.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** The parsed (output) type of an endpoint's response. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** The type a caller gives as the request payload (never when the endpoint takes none). */
export type RequestOf<E extends Endpoint> = E['request'] extends ZodType
  ? z.input<E['request']>
  : never;
