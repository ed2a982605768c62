// Wizard form benchmark: builds portal/bench/form-200.html (a generated 200-field form
// step), serves it on port 4790 and measures it in Debian's Chromium at 1x and 4x CPU throttling:
// mount (performance.mark before render to the frame painted with the 200th field) and keystroke
// work (keydown until the input event has been handled and layout forced; median and p95 of 30
// keystrokes in a middle field), also with every answer filled and valid (`?filled`: a step come
// back to). Budgets at 4x: mount < 450 ms, keystroke work < 10 ms.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const portal = join(root, 'portal');
const benchDir = join(portal, 'bench');
const outDir = join(benchDir, 'dist');
const PORT = 4790;
const MOUNT_RUNS = Number(process.env.BENCH_MOUNT_RUNS ?? 7);
const KEYSTROKES = 30;
const RATES = [1, 4];
const BUDGET = { mount: 450, key: 10 };
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const portalRequire = createRequire(join(portal, 'package.json'));
const vite = await import(portalRequire.resolve('vite'));
const { default: react } = await import(portalRequire.resolve('@vitejs/plugin-react'));
const { vanillaExtractPlugin } = await import(
  portalRequire.resolve('@vanilla-extract/vite-plugin')
);
const { chromium } = createRequire(join(root, 'visual-tests/package.json'))('@playwright/test');

const config = {
  root: benchDir,
  configFile: false,
  logLevel: 'warn',
  plugins: [react(), vanillaExtractPlugin()],
  build: { outDir, emptyOutDir: true, target: 'es2022', rollupOptions: { input: 'form-200.html' } },
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
};

const median = (values) => quantile(values, 0.5);
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

async function openPage(browser, rate, query = '') {
  const page = await browser.newPage({ viewport: { width: 1024, height: 720 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`http://127.0.0.1:${PORT}/form-200.html${query}`);
  await page.waitForFunction(() => window.__bench?.mountMs !== undefined, null, {
    timeout: 60_000,
  });
  return page;
}

async function measure(browser, rate) {
  const mounts = [];
  for (let run = 0; run < MOUNT_RUNS; run++) {
    const page = await openPage(browser, rate);
    mounts.push(await page.evaluate(() => window.__bench.mountMs));
    await page.close();
  }
  const keys = await keystrokes(browser, rate, '');
  // The same step come back to with every answer valid: a keystroke must not re-check them all.
  const filledKeys = await keystrokes(browser, rate, '?filled');
  return {
    rate,
    mount: median(mounts),
    mounts,
    keyMedian: median(keys),
    keyP95: quantile(keys, 0.95),
    keyCount: keys.length,
    filledMedian: median(filledKeys),
    filledP95: quantile(filledKeys, 0.95),
  };
}

/** Keystroke work of 30 keys typed in a middle field of a fresh page. */
async function keystrokes(browser, rate, query) {
  const page = await openPage(browser, rate, query);
  // A middle text field (field 97 of 200: the cycle puts text at every sixth).
  const input = page.getByRole('textbox', { name: /^Campo 97\b/ });
  await input.focus();
  await page.evaluate(() => (window.__bench.keys = []));
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(i % 2 ? 'b' : 'a');
    // Let any trailing work of the keystroke settle so keystrokes do not overlap.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  }
  const keys = await page.evaluate(() => window.__bench.keys);
  await page.close();
  return keys;
}

await vite.build(config);
const server = await vite.preview(config);
const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const results = [];
  for (const rate of RATES) results.push(await measure(browser, rate));
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(11);
  console.log('\nFormulario del asistente, 200 campos (Chromium de Debian)');
  console.log(
    'CPU   montaje (mediana)   tecla mediana   tecla p95   teclas   paso completo: mediana   p95',
  );
  for (const r of results) {
    console.log(
      `${`${r.rate}x`.padEnd(6)}${ms(r.mount).padStart(17)}${ms(r.keyMedian).padStart(16)}${ms(r.keyP95).padStart(12)}${String(r.keyCount).padStart(9)}${ms(r.filledMedian).padStart(25)}${ms(r.filledP95).padStart(12)}`,
    );
  }
  const at4 = results.find((r) => r.rate === 4);
  if (at4) {
    const ok = (value, budget) => (value < budget ? 'dentro' : 'FUERA');
    console.log(
      `Presupuesto a 4x: montaje < ${BUDGET.mount} ms (${ok(at4.mount, BUDGET.mount)}), tecla < ${BUDGET.key} ms (p95 ${ok(at4.keyP95, BUDGET.key)}, mediana ${ok(at4.keyMedian, BUDGET.key)})`,
    );
  }
  if (process.env.BENCH_JSON) console.log(JSON.stringify(results));
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
}
