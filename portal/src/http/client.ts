// Before any schema parses: zod must not probe `new Function` under the portal's CSP.
import './zod-config.ts';
import type { Endpoint, RequestOf, ResponseOf } from '@inversiones/contract';
import { handleApiError, type HandleErrorOptions } from '../errors/handle-error.ts';
import * as messages from '../messages.ts';
import { noteServerRemaining } from './session-remaining.ts';
import { setNotificationCount } from '../store/notifications.ts';
import { hasStoredSession } from '../store/storage-keys.ts';
import { takeEarlyAnswer } from './early-answers.ts';
import { API_BASE, buildUrl, type Params } from './url.ts';
import {
  callHeaders,
  forgetCookieRead,
  isPublicPath,
  NOTIFICATION_COUNT_HEADER,
  SESSION_REMAINING_HEADER,
} from './wire.ts';

export type { ParamValue, Params } from './url.ts';

export { API_BASE } from './url.ts';

/** Spec 7: documents use a separate base (served by the same origin, behind the same session). */
export const DOCS_BASE = '/api/docs';

/**
 * - `network`: no answer at all (offline, server down); status 0.
 * - `http`: a non-2xx answer, or a call without a stored session (local 401); status is the
 *   HTTP status, message the server's when it sent one.
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
  /** The error body as the server sent it (spec 8: message, status and data). */
  readonly data: unknown;

  constructor(
    message: string,
    {
      status,
      kind,
      path,
      data,
      cause,
    }: { status: number; kind: ApiErrorKind; path?: string[]; data?: unknown; cause?: unknown },
  ) {
    super(message, { cause });
    this.status = status;
    this.kind = kind;
    this.path = path;
    this.data = data;
  }
}

/**
 * Where a failure goes besides being thrown. By default every failure reaches the shared
 * handler in redirect mode (a 401 of a session call sends the user to /login/401, other
 * statuses add the priority-3 entry); a mode also shows it (modal, notification); false skips
 * the handler (the caller shows the error itself).
 */
export type ErrorRouting = HandleErrorOptions['mode'] | HandleErrorOptions | false;

export interface RequestOptions {
  signal?: AbortSignal;
  /** Fills the path's `{name}` placeholders; the rest go to the query string. Dates as yyyymmdd. */
  params?: Params;
  onError?: ErrorRouting;
  /** A public (pre-login) call: no stored session needed, a 401 does not redirect. */
  anonymous?: boolean;
  /** Headers of this call only (If-Match); the channel, XSRF and content headers always win. */
  headers?: Record<string, string>;
}

export interface BlobOptions extends RequestOptions {
  /** The base of the path: API_BASE (default) or DOCS_BASE. */
  base?: string;
  /** POSTs this JSON body (with the XSRF echo) instead of a GET: a zip of chosen documents. */
  body?: unknown;
  /** Percent received (0-100) as the file arrives, when the server says its length. */
  onProgress?: (percent: number) => void;
}

type GetEndpoint = Endpoint & { method: 'GET' };
type SendEndpoint = Endpoint & { method: 'POST' | 'PUT' | 'DELETE' };

/** GETs `endpoint` under `/api` and returns its body, validated by the contract. */
export async function apiGet<E extends GetEndpoint>(
  endpoint: E,
  options: RequestOptions = {},
): Promise<ResponseOf<E>> {
  const response = await call('GET', API_BASE, endpoint.path, undefined, options);
  return parseBody(endpoint, response, options);
}

/** What a conditional GET answered: the same as the tag named (304), or a new body and its tag. */
export type IfChanged<T> = { changed: false } | { changed: true; body: T; etag: string | null };

/**
 * GETs `endpoint` sending the last answer's tag (If-None-Match): a 304 costs no body and no
 * parse, and says the caller's copy is still current (the share prices polled every 10 s).
 */
export async function apiGetIfChanged<E extends GetEndpoint>(
  endpoint: E,
  etag: string | null,
  options: RequestOptions = {},
): Promise<IfChanged<ResponseOf<E>>> {
  const headers = etag ? { ...options.headers, 'If-None-Match': etag } : options.headers;
  const response = await call(
    'GET',
    API_BASE,
    endpoint.path,
    undefined,
    { ...options, headers },
    {
      notModified: true,
    },
  );
  if (response.status === 304) return { changed: false };
  const body = await parseBody(endpoint, response, options);
  return { changed: true, body, etag: response.headers.get('ETag') };
}

/**
 * POST, PUT or DELETE of `endpoint` with a JSON body (validated by the endpoint's request schema
 * before it leaves) and the XSRF echo; returns the answer validated by the contract.
 */
export async function apiSend<E extends SendEndpoint>(
  endpoint: E,
  body: RequestOf<E> | undefined,
  options: RequestOptions = {},
): Promise<ResponseOf<E>> {
  let payload: unknown = body;
  if (endpoint.request) {
    const checked = endpoint.request.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      // zod's default texts are English: the user gets the Spanish one, the field in `path`.
      throw new ApiError(messages.httpClient.invalidRequest, {
        status: 400,
        kind: 'http',
        path: issue?.path.map(String),
        cause: checked.error,
      });
    }
    payload = checked.data;
  }
  const response = await call(endpoint.method, API_BASE, endpoint.path, payload, options);
  return parseBody(endpoint, response, options);
}

/** Downloads a file (a PDF, a zip) as a blob, with the file name the server gives. */
export async function apiBlob(
  path: string,
  options: BlobOptions = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const method = options.body === undefined ? 'GET' : 'POST';
  const response = await call(method, options.base ?? API_BASE, path, options.body, options, {
    accept: '*/*',
  });
  try {
    const blob = options.onProgress
      ? await readWithProgress(response, options.onProgress)
      : await response.blob();
    return { blob, fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  } catch (cause) {
    if (isAbort(cause)) throw cause;
    throw fail(
      new ApiError(messages.errors.unavailable, {
        status: response.status,
        kind: 'invalid-response',
        cause,
      }),
      path,
      options,
    );
  }
}

/** The body as a blob, reporting the share received when Content-Length tells the whole. */
async function readWithProgress(
  response: Response,
  onProgress: (percent: number) => void,
): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length'));
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body || !Number.isFinite(total) || total <= 0) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(Math.min(100, Math.floor((received / total) * 100)));
  }
  return new Blob(chunks, { type });
}

/** Sends any failure to the shared error handler (aborts never are). */
export function onApiError(error: unknown, options?: HandleErrorOptions): void {
  if (isAbort(error)) return;
  handleApiError(error, options);
}

const MUTATING = new Set(['POST', 'PUT', 'DELETE']);

async function call(
  method: string,
  base: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  { accept = 'application/json', notModified = false } = {},
): Promise<Response> {
  const { signal, params } = options;
  const url = await buildUrl(base, path, params);
  const needsSession = !options.anonymous && !isPublicPath(path);
  // Spec 7: a call without a stored session fails here, with 401, and never reaches the network.
  if (needsSession && !hasStoredSession()) {
    throw fail(
      new ApiError(messages.sessionWatch.noSession, { status: 401, kind: 'http' }),
      path,
      options,
    );
  }

  // Every session call echoes the XSRF token, GETs too: the spec's state-changing GETs (logout,
  // contextualize, jarvis/next, the flow-wizard action) need it as much as a POST does.
  const headers: Record<string, string> = {
    ...options.headers,
    ...callHeaders(accept, needsSession || MUTATING.has(method)),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  // The entry may have asked this GET already (early-answers.ts): its answer is this call's.
  const early = method === 'GET' && !options.headers ? takeEarlyAnswer(url) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        credentials: 'include',
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
    // An early answer was asked without the caller's signal: an abort meanwhile still counts.
    signal?.throwIfAborted();
  } catch (cause) {
    // An abort is the caller's decision, not a failure to report.
    if (signal?.aborted || isAbort(cause)) throw cause;
    throw fail(
      new ApiError(messages.errors.unavailable, { status: 0, kind: 'network', cause }),
      path,
      options,
    );
  }

  observeHeaders(response.headers);

  // A conditional GET's 304 is an answer: the caller's copy is current.
  if (!response.ok && !(notModified && response.status === 304)) {
    const data = await readJson(response);
    const errorBody = asErrorBody(data);
    throw fail(
      new ApiError(errorBody?.message ?? messages.errors.unavailable, {
        status: response.status,
        kind: 'http',
        path: errorBody?.path,
        data,
      }),
      path,
      options,
    );
  }
  return response;
}

async function parseBody<E extends Endpoint>(
  endpoint: E,
  response: Response,
  options: RequestOptions,
): Promise<ResponseOf<E>> {
  const json = await readJson(response);
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    throw fail(
      new ApiError(messages.errors.unavailable, {
        status: response.status,
        kind: 'invalid-response',
        cause: parsed.error,
      }),
      endpoint.path,
      options,
    );
  }
  return parsed.data as ResponseOf<E>;
}

/** The notification counter and the keep-alive header of authenticated answers. */
function observeHeaders(headers: Headers): void {
  forgetCookieRead();
  const count = headers.get(NOTIFICATION_COUNT_HEADER);
  if (count !== null && /^\d+$/.test(count.trim())) setNotificationCount(Number(count));
  const remaining = headers.get(SESSION_REMAINING_HEADER);
  if (remaining !== null && /^\d+$/.test(remaining.trim())) noteServerRemaining(Number(remaining));
}

/** Routes the error to the shared handler as the options say, and returns it to be thrown. */
function fail(error: ApiError, path: string, options: RequestOptions): ApiError {
  const routing = options.onError;
  if (routing === false) return error;
  const publicCall = options.anonymous || isPublicPath(path);
  const chosen: HandleErrorOptions =
    routing === undefined
      ? { mode: 'redirect' }
      : typeof routing === 'string'
        ? { mode: routing }
        : routing;
  // A public call's 401 (a wrong password) is an answer for its screen, never a lost session.
  onApiError(error, publicCall ? { ...chosen, redirectOn: [] } : chosen);
  return error;
}

/** The error body the API always sends ({ message, status, path? }), checked without zod. */
function asErrorBody(data: unknown): { message: string; path?: string[] } | null {
  if (!data || typeof data !== 'object') return null;
  const { message, path } = data as { message?: unknown; path?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return null;
  const validPath =
    Array.isArray(path) && path.every((p) => typeof p === 'string')
      ? (path as string[])
      : undefined;
  return { message, path: validPath };
}

/** `filename*=UTF-8''…` or `filename="…"` of a Content-Disposition header. */
function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Falls through to the plain form.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return (plain?.[2] ?? plain?.[1]?.trim()) || null;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The body as JSON, or `undefined` when it is empty or not JSON. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
