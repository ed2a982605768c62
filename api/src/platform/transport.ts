import type { IncomingMessage } from 'node:http';
import { cookieNames, FORWARDED_FOR_HEADER, FORWARDED_PROTO_HEADER } from '@inversiones/contract';
import type { Context } from 'hono';
import type { SessionConfig } from '../config.ts';

type Transport = Pick<SessionConfig, 'httpsOnly' | 'trustProxy'>;

/** The last value of a comma-separated forwarding header: the one our own proxy appended. */
const lastForwarded = (value: string | undefined) => value?.split(',').at(-1)?.trim() || undefined;

/**
 * Whether the request reached us over https: always in an https-only deployment, else the URL's
 * scheme, or X-Forwarded-Proto when a trusted proxy terminates TLS.
 */
export function isHttps(c: Context, config: Transport): boolean {
  if (config.httpsOnly) return true;
  if (new URL(c.req.url).protocol === 'https:') return true;
  return config.trustProxy && lastForwarded(c.req.header(FORWARDED_PROTO_HEADER)) === 'https';
}

/**
 * The client's address, for per-address throttling: the socket's peer, or, behind a trusted
 * proxy, the last X-Forwarded-For entry (the one the proxy wrote; earlier ones the client can
 * forge). In-process test requests have no socket and share one address.
 */
export function clientAddress(c: Context, config: Transport): string {
  if (config.trustProxy) {
    const forwarded = lastForwarded(c.req.header(FORWARDED_FOR_HEADER));
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** The deployment's cookie names: `__Host-` ones when it is served only over https. */
export const sessionCookieNames = (config: Transport) => cookieNames(config.httpsOnly);
