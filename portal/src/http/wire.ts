// Header and cookie names from the contract's schema-free entry, so the HTTP client does not load
// zod on the login route.
import { cookieNames, REQUIRED_HEADERS, XSRF_HEADER } from '@inversiones/contract/wire';

export {
  NOTIFICATION_COUNT_HEADER,
  SESSION_REMAINING_HEADER,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@inversiones/contract/wire';
export const LOGIN_PATH = '/auth/login';

/** Calls that need no session: the login, the health check and the public (pre-login) flows. */
const publicPaths = [LOGIN_PATH, '/health'];
const publicPrefixes = ['/authPub/', '/publico/', '/enrolamiento/'];

export function isPublicPath(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return publicPaths.includes(bare) || publicPrefixes.some((prefix) => bare.startsWith(prefix));
}

/** The XSRF cookie's names: `__Host-` on an https-only deployment, the plain one on localhost. */
const xsrfCookies = new Set([cookieNames(true).xsrf, cookieNames(false).xsrf]);

// Reading document.cookie is a synchronous trip to the browser's cookie store (milliseconds on a
// phone, a dozen times while the home asks its calls): the calls of one task share one read.
let cookiesOfThisTask: string | undefined;

function currentCookies(): string {
  if (cookiesOfThisTask === undefined) {
    cookiesOfThisTask = document.cookie;
    setTimeout(forgetCookieRead, 0);
  }
  return cookiesOfThisTask;
}

/** Drops the shared read: an answer that arrived may have set a new XSRF cookie. */
export function forgetCookieRead(): void {
  cookiesOfThisTask = undefined;
}

/** The readable XSRF cookie's value, or null. */
export function readXsrfToken(cookies: string = currentCookies()): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== undefined && xsrfCookies.has(name)) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/**
 * The headers every call carries (spec 7) with its Accept, and the XSRF echo when `echoXsrf`
 * (every session call and every write) and the cookie is there.
 */
export function callHeaders(accept: string, echoXsrf: boolean): Record<string, string> {
  const headers: Record<string, string> = { ...REQUIRED_HEADERS, Accept: accept };
  const xsrf = echoXsrf ? readXsrfToken() : null;
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  return headers;
}
