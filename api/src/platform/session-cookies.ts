import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { SessionConfig } from '../config.ts';
import { isHttps, sessionCookieNames } from './transport.ts';

/** Sets the session cookie (HttpOnly) and the XSRF cookie the portal's script reads and echoes. */
export function setSessionCookies(c: Context, config: SessionConfig, token: string, xsrf: string) {
  // `__Host-` names require Secure, which an https-only deployment always sets.
  const secure = isHttps(c, config);
  const names = sessionCookieNames(config);
  setCookie(c, names.session, token, { httpOnly: true, sameSite: 'Strict', path: '/', secure });
  setCookie(c, names.xsrf, xsrf, { httpOnly: false, sameSite: 'Strict', path: '/', secure });
}
