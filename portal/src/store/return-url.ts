import { readKey, removeKey, storageKeys, writeKey } from './storage-keys.ts';

const probeOrigin = 'https://portal.invalid';

/**
 * True for a same-origin path only: one leading `/` (not `//`), no backslash (browsers read `/\`
 * as `//`), no control characters, no scheme; and never the login or logout screens (a loop).
 */
export function isSafeReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || path.length === 0 || path.length > 2048) return false;
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  if (path.includes('\\')) return false;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  let url: URL;
  try {
    url = new URL(path, probeOrigin);
  } catch {
    return false;
  }
  if (url.origin !== probeOrigin) return false;
  return !/^\/(login|logout)(\/|$|\?|#)/i.test(url.pathname);
}

/**
 * Remembers where to go back after the next login (spec key `returnUlr`). Unsafe paths, and the
 * login itself (a second redirect once there), leave the remembered one as it is.
 */
export function rememberReturnUrl(path: string): void {
  if (isSafeReturnPath(path)) writeKey(storageKeys.returnUlr, path);
}

/** The remembered path, once (it is removed); null when there is none or it is not same-origin. */
export function takeReturnUrl(): string | null {
  const path = readKey(storageKeys.returnUlr);
  removeKey(storageKeys.returnUlr);
  return isSafeReturnPath(path) ? path : null;
}
