// Before any schema parses: zod must not probe `new Function` under the portal's CSP.
import './zod-config.ts';
import { apiErrorBodySchema, type Endpoint, type ResponseOf } from '@inversiones/contract';
import { messages } from '../messages.ts';

/** Same origin: the API serves the portal in production and Vite proxies it in development. */
export const API_BASE = '/api';

/** Headers the spec requires on every call (section 7). */
export const commonHeaders: Readonly<Record<string, string>> = {
  channel: '1',
  version: '1',
};

/**
 * - `network`: no answer at all (offline, server down); status 0.
 * - `http`: a non-2xx answer; status is the HTTP status, message the server's when it sent one.
 * - `invalid-response`: a 2xx answer that is not JSON or does not match the contract.
 */
export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

/** Every failure of the HTTP client: a Spanish message for the user, never a crash. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** For validation errors: the offending field, as the server reported it. */
  readonly path: string[] | undefined;

  constructor(
    message: string,
    {
      status,
      kind,
      path,
      cause,
    }: { status: number; kind: ApiErrorKind; path?: string[]; cause?: unknown },
  ) {
    super(message, { cause });
    this.status = status;
    this.kind = kind;
    this.path = path;
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
}

type GetEndpoint = Endpoint & { method: 'GET' };

/** GETs `endpoint` under `/api` and returns its body, validated by the contract. */
export async function apiGet<E extends GetEndpoint>(
  endpoint: E,
  { signal }: RequestOptions = {},
): Promise<ResponseOf<E>> {
  const url = `${API_BASE}${endpoint.path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'GET',
      credentials: 'include',
      headers: { ...commonHeaders, Accept: 'application/json' },
      signal,
    });
  } catch (cause) {
    // An abort is the caller's decision, not a failure to report.
    if (signal?.aborted) throw cause;
    throw new ApiError(messages.errors.unavailable, { status: 0, kind: 'network', cause });
  }

  if (!response.ok) {
    const body = apiErrorBodySchema.safeParse(await readJson(response));
    throw new ApiError(body.success ? body.data.message : messages.errors.unavailable, {
      status: response.status,
      kind: 'http',
      path: body.success ? body.data.path : undefined,
    });
  }

  const json = await readJson(response);
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(messages.errors.unavailable, {
      status: response.status,
      kind: 'invalid-response',
      cause: parsed.error,
    });
  }
  return parsed.data as ResponseOf<E>;
}

/** The body as JSON, or `undefined` when it is empty or not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
