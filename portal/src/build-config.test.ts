// @vitest-environment node
// Loads the real Vite config (and its plugins), which needs Node, not jsdom.
import { CSP_NONCE_PLACEHOLDER } from '@inversiones/contract';
import { describe, expect, it } from 'vitest';
import viteConfig, { cspNoncePlaceholder } from '../vite.config.ts';

// A development server's config: a build's would first run the first-load pass (a whole build).
const config = await viteConfig({ command: 'serve', mode: 'development' });

describe('vite.config.ts', () => {
  it('builds with the CSP nonce placeholder the server replaces', () => {
    expect(cspNoncePlaceholder).toBe(CSP_NONCE_PLACEHOLDER);
    expect(config.html?.cspNonce).toBe(CSP_NONCE_PLACEHOLDER);
  });

  it('writes the manifest the benchmark reads, and proxies /api to the reference API', () => {
    expect(config.build?.manifest).toBe(true);
    expect(config.server?.port).toBe(5173);
    expect(config.server?.proxy).toMatchObject({ '/api': { target: 'http://127.0.0.1:8787' } });
  });
});
