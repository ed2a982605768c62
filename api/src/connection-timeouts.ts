import type { Server } from 'node:http';

/** How long an idle keep-alive connection stays open: longer than the usual proxy's 60 s idle. */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Keeps idle connections open longer than the clients and proxies in front of the API do, so
 * the server never closes a socket a client is reusing at that moment (Node's default 5 s made
 * a reused connection answer ECONNRESET now and then).
 */
export function applyConnectionTimeouts(
  server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>,
) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // Node requires the headers' timeout to outlast the keep-alive one.
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
