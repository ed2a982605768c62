import type { z, ZodType } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the contract: where it goes and the zod schemas of what travels.
 * `path` is relative to the API base (the portal calls it under `/api`).
 */
export interface Endpoint<
  Response extends ZodType = ZodType,
  Request extends ZodType | undefined = ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
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
