// Fund chart benchmark: builds design-system/bench/time-series-chart.html (TimeSeriesChart with
// every business day since 2019, about 2,000 points), serves it on port 4792 and measures the
// mount in Debian's Chromium at 1x and 4x CPU throttling, from render to the frame painted after
// uPlot drew the canvas: in a fresh page and again after an unmount (the portal already running),
// median of 9 fresh pages. Figures only.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ds = join(root, 'design-system');
const benchDir = join(ds, 'bench');
const outDir = join(benchDir, 'dist');
const PORT = Number(process.env.BENCH_CHART_PORT ?? 4792);
const RUNS = Number(process.env.BENCH_MOUNT_RUNS ?? 9);
const RATES = [1, 4];
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const dsRequire = createRequire(join(ds, 'package.json'));
const vite = await import(dsRequire.resolve('vite'));
const { default: react } = await import(dsRequire.resolve('@vitejs/plugin-react'));
const { vanillaExtractPlugin } = await import(dsRequire.resolve('@vanilla-extract/vite-plugin'));
const { chromium } = createRequire(join(root, 'visual-tests/package.json'))('@playwright/test');

const config = {
  root: benchDir,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // BENCH_MINIFY=0 keeps names readable for a CPU profile.
    minify: process.env.BENCH_MINIFY !== '0',
    rollupOptions: { input: 'time-series-chart.html' },
  },
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, rate) {
  const mounts = [];
  const remounts = [];
  let points = 0;
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`http://127.0.0.1:${PORT}/time-series-chart.html`);
    await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, {
      timeout: 60_000,
    });
    await page.waitForFunction(() => window.__bench?.remountMs !== undefined, null, {
      timeout: 60_000,
    });
    const bench = await page.evaluate(() => window.__bench);
    mounts.push(bench.mountMs);
    remounts.push(bench.remountMs);
    points = bench.points;
    await page.close();
  }
  return { rate, points, mount: median(mounts), mounts, remount: median(remounts), remounts };
}

await vite.build(config);
const server = await vite.preview(config);
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const results = [];
  for (const rate of RATES) results.push(await measure(browser, rate));
  console.log(`\nGráfico de valor cuota (uPlot), ${results[0].points} puntos (Chromium de Debian)`);
  console.log('CPU   montaje en página nueva   de nuevo en la app   (medianas; corridas)');
  for (const r of results) {
    console.log(
      `${`${r.rate}x`.padEnd(6)}${`${r.mount.toFixed(1)} ms`.padStart(23)}${`${r.remount.toFixed(1)} ms`.padStart(21)}   ${r.mounts.map((m) => m.toFixed(0)).join(', ')}; ${r.remounts.map((m) => m.toFixed(0)).join(', ')}`,
    );
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
}
