// Header and cookie names of the contract, repeated so the HTTP client does not load the
// contract's schemas (zod) on the login route; wire.test.ts checks they stay equal.
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const NOTIFICATION_COUNT_HEADER = 'X-Notification-Count';
export const SESSION_REMAINING_HEADER = 'X-Session-Remaining';
export const LOGIN_PATH = '/auth/login';

/** Calls that need no session: the login, the health check and the public (pre-login) flows. */
const publicPaths = [LOGIN_PATH, '/health'];
const publicPrefixes = ['/authPub/', '/publico/', '/enrolamiento/'];

export function isPublicPath(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return publicPaths.includes(bare) || publicPrefixes.some((prefix) => bare.startsWith(prefix));
}

/** The readable XSRF cookie's value, or null. */
export function readXsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) {
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
