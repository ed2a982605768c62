import { randomBytes } from 'node:crypto';
import { HSTS_HEADER } from '@inversiones/contract';
import type { MiddlewareHandler } from 'hono';
import type { SessionConfig } from './config.ts';
import { isHttps } from './platform/transport.ts';

/**
 * The portal's Content-Security-Policy. Everything comes from our own origin: Vite emits scripts
 * as files (no inline script) and vanilla-extract emits static CSS files, so neither scripts nor
 * styles get 'unsafe-inline'. The one exception are the two small `<style>` elements React Aria
 * injects at run time (usePress, usePreventScroll): they carry the per-response nonce that the
 * portal page gets (`<meta property="csp-nonce">`), so `style-src` adds that nonce on HTML pages.
 * `data:` images cover small inlined icons. Wizard videos: YouTube frames only through its
 * privacy-enhanced domain, and HLS streams play from our origin through blob: media and workers.
 */
export function buildContentSecurityPolicy(styleNonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com',
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of every response that is not the portal page (JSON, assets, errors). */
export const contentSecurityPolicy = buildContentSecurityPolicy();

/** 128 random bits, base64: a CSP nonce for one response. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * One year, without includeSubDomains: the firm's other subdomains are not ours to force onto
 * https. Sent only on https answers (browsers ignore it over http anyway).
 */
export const strictTransportSecurity = 'max-age=31536000';

type Transport = Pick<SessionConfig, 'httpsOnly' | 'trustProxy'>;

/**
 * Sets the security headers on every response, error and not-found answers included, and HSTS
 * when the request came over https (directly, by deployment, or through a trusted proxy). A
 * Content-Security-Policy set by the handler (the portal page, with its nonce) is kept.
 */
export function secureHeaders(
  transport: Transport = { httpsOnly: false, trustProxy: false },
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) {
      if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue;
      c.res.headers.set(name, value);
    }
    if (isHttps(c, transport)) c.res.headers.set(HSTS_HEADER, strictTransportSecurity);
  };
}
