import {
  BASE_CONTEXT,
  CONTEXT_SEGMENT,
  fundOperations,
  wizard,
  type Endpoint,
  type PathParamName,
  type ResponseOf,
} from '@inversiones/contract';
import type { Context, Hono } from 'hono';
import type { z, ZodType } from 'zod';
import { messages } from '../messages.ts';
import { accessGuards, endpointGuards } from './access.ts';
import type { AppEnv, Deps } from './guard.ts';
import { ApiError, validate } from './http.ts';
import {
  bodySizeLimit,
  limitedJson,
  requireJson,
  standardLimits,
  type RequestLimits,
} from './limits.ts';

/** A path's parameters as the server reads them: strings, and the wizard context checked. */
export type ServerParams<P extends string> = {
  [Name in PathParamName<P>]: Name extends 'context' ? wizard.WizardContext : string;
};

/** What a handler gets besides the context: the path parameters and the validated request. */
export interface Input<E extends Endpoint> {
  params: ServerParams<E['path']>;
  request: E['request'] extends ZodType ? z.output<E['request']> : undefined;
  /** An `idempotent` endpoint's Idempotency-Key (checked); undefined for the others. */
  idempotencyKey: E['idempotent'] extends true ? string : undefined;
}

type Result<E extends Endpoint> = ResponseOf<E> | Response;

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
  input: Input<E>,
) => Result<E> | Promise<Result<E>>;

export interface ImplementOptions {
  /** Answers a failure of the handler (or of its request) in the endpoint's own error shape. */
  failure?: (c: Context<AppEnv>, error: unknown) => Response;
  /** Size and shape allowed for the request body (default `standardLimits`). */
  limits?: RequestLimits;
}

/** Hono's path of a contract path: `{name}` becomes `:name`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * The Hono paths that answer a contract path: a `/{context}` prefix stands for the base context
 * (no prefix) and for each named one.
 */
export function honoPaths(path: string): string[] {
  if (!path.startsWith(CONTEXT_SEGMENT)) return [honoPath(path)];
  const rest = honoPath(path.slice(CONTEXT_SEGMENT.length));
  return [rest, `/:context${rest}`];
}

/** The named wizard context of a prefixed path; 'base' is only ever the unprefixed one. */
function namedContext(raw: string): wizard.WizardContext {
  const known = (wizard.wizardContexts as readonly string[]).includes(raw);
  if (!known || raw === BASE_CONTEXT) throw new ApiError(404, messages.contextNotFound);
  return raw as wizard.WizardContext;
}

async function requestOf(
  c: Context<AppEnv>,
  endpoint: Endpoint,
  limits: RequestLimits,
): Promise<unknown> {
  if (!endpoint.request) return undefined;
  if (endpoint.method === 'GET') return validate(endpoint.request, c.req.query());
  requireJson(c);
  return validate(endpoint.request, await limitedJson(c, limits));
}

/** The Idempotency-Key of a money-moving call: required, and of the contract's shape. */
function idempotencyKeyOf(c: Context<AppEnv>, endpoint: Endpoint): string | undefined {
  if (!endpoint.idempotent) return undefined;
  const key = c.req.header(fundOperations.IDEMPOTENCY_KEY_HEADER);
  if (!key || !fundOperations.idempotencyKeySchema.safeParse(key).success) {
    throw new ApiError(400, messages.idempotencyKeyRequired);
  }
  return key;
}

/**
 * Registers `endpoint` on `app` from its descriptor: method, path, the guards of its access level,
 * its spec 6 rule and its state-changing GET, and its request validated by the contract's schema
 * (a Spanish 400 otherwise) within the request limits: body size (413), JSON content type (415),
 * depth, members and strings (400). A handler returns the response body (sent as JSON) or a whole
 * Response (another status, a file).
 */
export function implementer(app: Hono<AppEnv>, deps: Deps) {
  const guards = accessGuards(deps);
  return function implement<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    { failure, limits = standardLimits }: ImplementOptions = {},
  ): void {
    // Before the guards: an oversized body is refused before anything (even a session) is read.
    const sizeLimit = bodySizeLimit(limits);
    for (const path of honoPaths(endpoint.path)) {
      const prefixed = path.startsWith('/:context/');
      app.on(endpoint.method, [path], sizeLimit, ...endpointGuards(guards, endpoint), async (c) => {
        try {
          const params: Record<string, string> = { ...c.req.param() };
          if (endpoint.path.startsWith(CONTEXT_SEGMENT)) {
            params.context = prefixed ? namedContext(params.context ?? '') : BASE_CONTEXT;
          }
          const idempotencyKey = idempotencyKeyOf(c, endpoint);
          const request = await requestOf(c, endpoint, limits);
          const input = { params, request, idempotencyKey } as Input<E>;
          const result = await handler(c, input);
          return result instanceof Response ? result : c.json(result as object);
        } catch (error) {
          if (failure) return failure(c, error);
          throw error;
        }
      });
    }
  };
}

export type Implement = ReturnType<typeof implementer>;
