// Lighthouse (Debian Chromium) on the production build served by the reference API: performance
// and accessibility of /login, and of / and /ffmm/misFondos logged in as the demo natural person,
// mobile (Lighthouse's default, simulated slow 4G and a mid-range phone) and desktop. Starts and
// stops its own API on a fresh in-memory database. Prints one JSON line last. Part of `pnpm bench` (section 5).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.LIGHTHOUSE_API_PORT ?? 8797);
const base = `http://127.0.0.1:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// puppeteer-core comes with lighthouse (resolved from there: it is not a workspace dependency).
const lighthouseRequire = createRequire(fileURLToPath(import.meta.resolve('lighthouse')));
const puppeteer = (await import(pathToFileURL(lighthouseRequire.resolve('puppeteer-core')).href))
  .default;

// The API runs niced: here it shares two cores with the browser under test, and its answers'
// CPU (the home asks a dozen calls while it renders) would otherwise stretch the page's tasks,
// which a phone talking to a remote server never sees. Lighthouse asks for an unloaded machine.
const api = spawn('nice', ['-n', '15', 'pnpm', 'exec', 'tsx', 'src/main.ts'], {
  cwd: join(root, 'api'),
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PGLITE_DATA_DIR: 'memory' },
  stdio: 'ignore',
  detached: true,
});
const stopApi = () => {
  try {
    process.kill(-api.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

async function waitForApi() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('La API no respondió a tiempo.');
}

// Lighthouse's advice for a shared machine: several runs, report the median (by performance).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const median = (runs) => {
  const sorted = [...runs].sort(
    (a, b) =>
      (a?.lhr.categories.performance?.score ?? 0) - (b?.lhr.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor(sorted.length / 2)];
};

// The pages Camila (the demo client with years of history) opens most (issue 20's budget).
const CLIENT_PATHS = (process.env.LIGHTHOUSE_CLIENT_PATHS ?? '/,/ffmm/misFondos').split(',');
// For diagnosis: LIGHTHOUSE_FORM_FACTORS=mobile narrows the run, LIGHTHOUSE_DUMP=dir keeps each median report.
const FORM_FACTORS = (process.env.LIGHTHOUSE_FORM_FACTORS ?? 'mobile,desktop').split(',');
const DUMP_DIR = process.env.LIGHTHOUSE_DUMP;

const results = [];
let browser;
try {
  await waitForApi();
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  for (const formFactor of FORM_FACTORS) {
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const flags = { onlyCategories: ['performance', 'accessibility'], logLevel: 'error' };
    const loginRuns = [];
    const clientRuns = Object.fromEntries(CLIENT_PATHS.map((path) => [path, []]));
    for (let i = 0; i < RUNS; i++) {
      // /login: a fresh visitor.
      const loginPage = await browser.newPage();
      loginRuns.push(await lighthouse(`${base}/login`, flags, config, loginPage));
      await loginPage.close();
      // The client's pages: logged in first, in the same tab (the session marker lives in its
      // sessionStorage), then each page audited as a reload of that tab.
      const page = await browser.newPage();
      await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
      await page.type('input[name="rut"]', '12.345.678-5');
      await page.type('input[name="clave"]', 'Demo.2026');
      await Promise.all([
        page.waitForFunction(() => location.pathname === '/', { timeout: 20_000 }),
        page.click('button[type="submit"]'),
      ]);
      for (const path of CLIENT_PATHS) {
        clientRuns[path].push(
          await lighthouse(`${base}${path}`, { ...flags, disableStorageReset: true }, config, page),
        );
      }
      await page.close();
    }
    const audited = [
      ['/login', median(loginRuns), loginRuns],
      ...CLIENT_PATHS.map((path) => [path, median(clientRuns[path]), clientRuns[path]]),
    ];
    for (const [path, run, runs] of audited) {
      const lhr = run?.lhr;
      if (DUMP_DIR && lhr) {
        mkdirSync(DUMP_DIR, { recursive: true });
        const name = `${formFactor}${path.replaceAll('/', '_')}.json`;
        writeFileSync(join(DUMP_DIR, name), JSON.stringify(lhr));
      }
      results.push({
        path,
        formFactor,
        runs: RUNS,
        performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
        // Every run's score, lowest first: the spread on a shared machine, next to the median.
        performanceRuns: runs
          .map((r) => Math.round((r?.lhr.categories.performance?.score ?? 0) * 100))
          .sort((a, b) => a - b),
        accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
        lcpMs: Math.round(lhr?.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr?.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr?.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        finalUrl: lhr?.finalDisplayedUrl,
      });
    }
  }
} finally {
  await browser?.close();
  stopApi();
}
console.log(JSON.stringify({ lighthouse: results }));
