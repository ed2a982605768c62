import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { messages } from '../messages.ts';
import { ApiError } from './http.ts';

/** What one request body may be: its size in bytes and the shape of its JSON. */
export interface RequestLimits {
  /** Bytes of the body as sent; more answers 413 (a declared Content-Length at once). */
  bodyBytes: number;
  /** Nesting of objects and arrays. */
  depth: number;
  /** Object keys plus array elements, over the whole document. */
  members: number;
  /** Characters of any string value. */
  stringLength: number;
  /** Characters of any object key. */
  keyLength: number;
}

/** Every route's default: logins, choices and short forms fit easily. */
export const standardLimits: RequestLimits = {
  bodyBytes: 16 * 1024,
  depth: 16,
  members: 1_000,
  stringLength: 4_096,
  keyLength: 256,
};

/**
 * Routes that carry wizard answers, whose file answers travel as base64 (a 1.1 MB PDF is ~1.5
 * million characters): room for a few files and a manager list of 20 items per list.
 */
export const wizardAnswerLimits: RequestLimits = {
  bodyBytes: 8 * 1024 * 1024,
  depth: 16,
  members: 5_000,
  stringLength: 2 * 1024 * 1024,
  keyLength: 256,
};

const JSON_TYPE = /^application\/json\s*(;|$)/i;
// NUL cannot be stored by PostgreSQL text/jsonb; a lone surrogate is not valid UTF-8.
const FORBIDDEN_CHARACTERS = /[\0\p{Cs}]/u;

/** Methods whose body no route reads (a fetch Request cannot even carry one). */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 413 before the handler reads anything: by Content-Length, or counting a chunked body. */
export function bodySizeLimit(limits: RequestLimits): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: limits.bodyBytes,
    onError: () => {
      throw new ApiError(413, messages.payloadTooLarge(Math.floor(limits.bodyBytes / 1024)));
    },
  });
  // Asking a read for its body builds the whole fetch Request on Node (a tenth of a GET's cost).
  return (c, next) => (BODILESS.has(c.req.method) ? next() : limit(c, next));
}

/** A body on a route that takes JSON must say so: 415 otherwise (before any reading). */
export function requireJson(c: Context): void {
  const type = c.req.header('content-type') ?? '';
  if (!JSON_TYPE.test(type.trim())) throw new ApiError(415, messages.unsupportedMediaType);
}

/** Refuses a document nested deeper than `depth` by scanning its text, before JSON.parse. */
function checkDepth(text: string, depth: number): void {
  let level = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++level > depth) throw new ApiError(400, messages.jsonTooDeep(depth));
    } else if (char === 0x7d || char === 0x5d) level--;
  }
}

const label = (path: string[]) => (path.length ? path.join('.') : 'cuerpo');

/** Walks the parsed document without recursion, checking members, strings and keys. */
function checkShape(value: unknown, limits: RequestLimits): void {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  let members = 0;
  while (pending.length) {
    const { value: node, path } = pending.pop()!;
    if (typeof node === 'string') {
      if (node.length > limits.stringLength) {
        throw new ApiError(400, messages.jsonTooLong(label(path), limits.stringLength), path);
      }
      if (FORBIDDEN_CHARACTERS.test(node)) {
        throw new ApiError(400, messages.jsonInvalidCharacters(label(path)), path);
      }
    } else if (node !== null && typeof node === 'object') {
      const entries = Array.isArray(node)
        ? node.map((item, index) => [String(index), item] as const)
        : Object.entries(node);
      members += entries.length;
      if (members > limits.members) {
        throw new ApiError(400, messages.jsonTooManyMembers(limits.members));
      }
      for (const [key, item] of entries) {
        // The offending key itself is not echoed: it may be what is malformed.
        if (key.length > limits.keyLength) {
          throw new ApiError(400, messages.jsonTooLong(label(path), limits.keyLength), path);
        }
        if (FORBIDDEN_CHARACTERS.test(key)) {
          throw new ApiError(400, messages.jsonInvalidCharacters(label(path)), path);
        }
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
}

/** The request body as JSON within `limits`: a Spanish 400 for what is malformed or too big. */
export async function limitedJson(c: Context, limits: RequestLimits): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, messages.invalidJson);
  }
  checkDepth(text, limits.depth);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(400, messages.invalidJson);
  }
  checkShape(json, limits);
  return json;
}
