import { fillPath, pathParamNames } from '@inversiones/contract/path';

/** Same origin: the API serves the portal in production and Vite proxies it in development. */
export const API_BASE = '/api';

export type ParamValue = string | number | boolean | Date | null | undefined;
export type Params = Readonly<Record<string, ParamValue>>;

/** Dates go as yyyymmdd (spec 7); the es-CL kit (dayjs) loads only when a date is sent. */
async function wireValues(params: Params): Promise<Record<string, string | null>> {
  const entries = Object.entries(params);
  const hasDate = entries.some(([, value]) => value instanceof Date);
  const toWireDate = hasDate
    ? (await import('@inversiones/design-system/es-cl')).toWireDate
    : undefined;
  const out: Record<string, string | null> = {};
  for (const [name, value] of entries) {
    if (value === undefined || value === null) out[name] = null;
    else if (value instanceof Date) out[name] = toWireDate!(value);
    else out[name] = String(value);
  }
  return out;
}

/**
 * `base` + `path` with its `{name}` placeholders filled (URL-encoded) from `params`; the params
 * no placeholder takes go to the query string (null and undefined are left out).
 */
export async function buildUrl(base: string, path: string, params: Params = {}): Promise<string> {
  const values = await wireValues(params);
  const used = new Set(pathParamNames(path));
  const filled = fillPath(path, values);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (!used.has(name) && value !== null) query.append(name, value);
  }
  const search = query.toString();
  if (!search) return `${base}${filled}`;
  return `${base}${filled}${filled.includes('?') ? '&' : '?'}${search}`;
}
