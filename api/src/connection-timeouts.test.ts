import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { applyConnectionTimeouts, KEEP_ALIVE_MS } from './connection-timeouts.ts';

describe('applyConnectionTimeouts', () => {
  it('keeps an idle keep-alive connection open longer than a proxy would', () => {
    const server = createServer();
    applyConnectionTimeouts(server);
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
