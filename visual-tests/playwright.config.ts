import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium.ts';
import { apiPort, idleApiPort, operationsApiPort, storybookPort } from './src/ports.ts';

const ci = Boolean(process.env.CI);
/** The instant the e2e APIs' clock starts from (a banking business day, before the 14:00 cut-off). */
const E2E_CLOCK_NOW = '2026-11-27T10:30:00-03:00';
/**
 * The fund operations' API: the same Friday at 13:20, after the money-market funds' 13:00 cut-off
 * (an order there waits for Monday) and 40 minutes before the others' 14:00. Its own database:
 * the clients' operations never change what the other tests (and screenshots) see.
 */
const OPERATIONS_CLOCK_NOW = '2026-11-27T13:20:00-03:00';

export default defineConfig({
  // Baselines are committed: stories/<project>/<story id>.png
  snapshotPathTemplate: '{testDir}/../baselines/{projectName}/{arg}{ext}',
  // CI never writes baselines; `pnpm test:visual:update` does, on purpose.
  updateSnapshots: ci ? 'none' : 'missing',
  forbidOnly: ci,
  retries: 0,
  workers: 2,
  fullyParallel: true,
  reporter: [
    ...(ci ? [['line'] as const] : [['list'] as const, ['html', { open: 'never' }] as const]),
    // `pnpm test` reads this JSON for its closing tally.
    ...(process.env.PLAYWRIGHT_JSON_REPORT
      ? [['json', { outputFile: process.env.PLAYWRIGHT_JSON_REPORT }] as const]
      : []),
  ],
  timeout: 30_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixels: 0 } },
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    // Traces cost about as much as the test itself: record them on demand (--trace on).
    trace: 'off',
  },
  projects: [
    {
      // First in the queue: one worker takes the operations' chain (one file, in order) while the
      // other starts on the stories.
      name: 'portal-e2e-operations',
      testDir: './e2e',
      testMatch: 'operations-chain.spec.ts',
      fullyParallel: false,
      // Whole operations (data, confirm, voucher, then the list) by keyboard: long flows.
      timeout: 60_000,
      use: {
        baseURL: `http://127.0.0.1:${operationsApiPort}`,
        viewport: { width: 1280, height: 800 },
      },
    },
    {
      name: 'stories',
      testDir: './stories',
      // One retry on CI's loaded cores; a retried story is still reported as flaky in the tally.
      retries: ci ? 1 : 0,
      testMatch: ['stories.spec.ts', 'docs.spec.ts', 'lang.spec.ts', 'menu-bar.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${storybookPort}`, viewport: { width: 1024, height: 720 } },
    },
    {
      name: 'stories-mobile',
      testDir: './stories',
      retries: ci ? 1 : 0,
      testMatch: 'stories-mobile.spec.ts',
      use: {
        baseURL: `http://127.0.0.1:${storybookPort}`,
        viewport: { width: 375, height: 720 },
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      name: 'portal-e2e',
      testDir: './e2e',
      testIgnore: ['idle.spec.ts', 'operations-chain.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${apiPort}`, viewport: { width: 1280, height: 800 } },
    },
    {
      // The idle prompt against an API whose sessions idle out after 20 s.
      name: 'portal-e2e-idle',
      testDir: './e2e',
      testMatch: 'idle.spec.ts',
      timeout: 90_000,
      use: { baseURL: `http://127.0.0.1:${idleApiPort}`, viewport: { width: 1280, height: 800 } },
    },
  ],
  // E2E_ONLY: just the portal's API (a developer running one end-to-end file), and the idle API
  // when the idle project is asked for.
  webServer: [
    ...(process.env.E2E_ONLY
      ? []
      : [
          {
            command: `node scripts/serve-static.mjs ../storybook/storybook-static ${storybookPort}`,
            url: `http://127.0.0.1:${storybookPort}/index.json`,
            reuseExistingServer: !ci,
            timeout: 30_000,
          },
        ]),
    {
      // The real API serving the built portal, on a fresh in-memory database every run.
      command: 'pnpm exec tsx src/main.ts',
      cwd: '../api',
      url: `http://127.0.0.1:${apiPort}/api/health`,
      env: {
        NODE_ENV: 'production',
        PORT: String(apiPort),
        PGLITE_DATA_DIR: 'memory',
        // The market's clock starts at a fixed Friday morning: the same prices, balances and
        // screenshots whenever CI runs (api/src/market/clock.ts).
        CLOCK_NOW: E2E_CLOCK_NOW,
        ...(process.env.E2E_PORTAL_DIST ? { PORTAL_DIST: process.env.E2E_PORTAL_DIST } : {}),
      },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
    },
    ...(process.env.E2E_ONLY && !process.argv.includes('--project=portal-e2e-operations')
      ? []
      : [
          {
            command: 'pnpm exec tsx src/main.ts',
            cwd: '../api',
            url: `http://127.0.0.1:${operationsApiPort}/api/health`,
            env: {
              NODE_ENV: 'production',
              PORT: String(operationsApiPort),
              PGLITE_DATA_DIR: 'memory',
              CLOCK_NOW: OPERATIONS_CLOCK_NOW,
              ...(process.env.E2E_PORTAL_DIST ? { PORTAL_DIST: process.env.E2E_PORTAL_DIST } : {}),
            },
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
          },
        ]),
    ...(process.env.E2E_ONLY && !process.argv.includes('--project=portal-e2e-idle')
      ? []
      : [
          {
            // The same with a 20-second session lifespan, for the idle prompt (project portal-e2e-idle).
            command: 'pnpm exec tsx src/main.ts',
            cwd: '../api',
            url: `http://127.0.0.1:${idleApiPort}/api/health`,
            env: {
              NODE_ENV: 'production',
              PORT: String(idleApiPort),
              PGLITE_DATA_DIR: 'memory',
              CLOCK_NOW: E2E_CLOCK_NOW,
              SESSION_LIFESPAN_S: '20',
            },
            reuseExistingServer: false,
            // Two APIs start at once on a busy machine.
            timeout: 180_000,
            stdout: 'ignore' as const,
          },
        ]),
  ],
});
