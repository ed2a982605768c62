import { spawn } from 'node:child_process';
import { test as base } from '@playwright/test';
import { marketOpeningApiPort } from '../src/ports.ts';

/**
 * Monday 30/11/2026, 45 seconds before the exchange opens (a loaded CI takes ~30 to place the
 * order): an order placed now is scheduled for the opening, and the clock runs on from the moment
 * the API starts serving (api/src/main.ts).
 */
export const BEFORE_OPENING = '2026-11-30T09:29:15-03:00';

/** Waits until the API answers its health check, or gives up after `ms`. */
async function healthy(url: string, ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`La API de ${url} no respondió en ${ms / 1000} s`);
}

/**
 * A test that needs the market's clock at a set instant when it starts (not when the run's
 * servers started, minutes earlier) gets its own API, with the portal built for the others.
 */
export const test = base.extend<object, { openingApi: string }>({
  openingApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its pattern
    async ({}, use) => {
      const url = `http://127.0.0.1:${marketOpeningApiPort}`;
      const api = spawn('pnpm', ['exec', 'tsx', 'src/main.ts'], {
        cwd: new URL('../../api', import.meta.url).pathname,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(marketOpeningApiPort),
          PGLITE_DATA_DIR: 'memory',
          CLOCK_NOW: BEFORE_OPENING,
        },
        // Its own process group: the teardown stops pnpm, tsx and node together.
        detached: true,
        stdio: 'ignore',
      });
      try {
        await healthy(url, 180_000);
        await use(url);
      } finally {
        if (api.pid) process.kill(-api.pid, 'SIGTERM');
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ openingApi }, use) => use(openingApi),
});
