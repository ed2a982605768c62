// Share price list benchmark (issue 26): builds design-system/bench/stock-price-table.html
// (StockPriceTable with the portal's 30 shares), serves it on BENCH_STOCK_TABLE_PORT (4794) and
// refreshes it in Debian's Chromium at 1x and 4x CPU throttling: 3 warm-up refreshes, then
// BENCH_REFRESHES (20) measured ones, 1.2 s apart; each brings new row objects for the 30 shares,
// 10 of them with a new price (and change; high or low when the price passes it), set in
// a transition as the portal's 10-second poll sets them. Per refresh (median and p95):
// - React: the <Profiler>'s actualDuration summed over the refresh's commits, React's re-render of
//   the table: issue 26's budget ('re-renders on a price refresh in <= 8 ms at 4x') is judged on
//   its median, p95 beside it (on this shared VM one refresh measures 0.7 ms in a run and 12 ms in
//   the next: the tail measures the machine, the median the refresh) (the page is built with react-dom's profiling build: the production one never calls
//   onRender; BENCH_PROFILING=0 measures the rest on the production build, within the noise);
// - to the commit: from the state update to the end of React's commit (DOM updated), reported
//   beside it: it adds the scheduler's turn, the DOM writes and the cells' effects;
// - to the frame: to the frame painted with the new figures (it also waits for the frame's turn);
// - CPU: the page main thread's CPU time in those two windows (a Chrome trace's user timing marks
//   carry the thread's clock): a busy shared machine stretches the wall times, not this one at 1x.
// It also counts, per column, the cells whose content rendered (from React's fiber tree) against
// the cells whose figure changed: a refresh must render those and no others.
// `--json` adds one JSON line for `pnpm bench` (scripts/bench.mjs). BENCH_BREAKDOWN=1 builds the
// page unminified and lists the components whose own render time a refresh spends most on.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ds = join(root, 'design-system');
const benchDir = join(ds, 'bench');
const outDir = join(benchDir, 'dist/stock-price-table');
const PORT = Number(process.env.BENCH_STOCK_TABLE_PORT ?? 4794);
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 20);
const WARMUP = 3;
const SPACING_MS = 1200;
const RATES = [1, 4];
const BUDGET_MS = 8;
const FIGURES = ['price', 'change', 'high', 'low'];
const asJson = process.argv.includes('--json');
const BREAKDOWN = process.env.BENCH_BREAKDOWN === '1';
const PROFILING = process.env.BENCH_PROFILING !== '0';
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
  // The Profiler reports its durations only in react-dom's profiling build; BENCH_PROFILING=0
  // measures the production build instead (no Profiler column; the rest alike).
  resolve: PROFILING
    ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] }
    : {},
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Component names stay readable for the breakdown (BENCH_MINIFY=0 too, for a CPU profile).
    minify: process.env.BENCH_MINIFY !== '0' && !BREAKDOWN,
    rollupOptions: { input: 'stock-price-table.html' },
  },
  preview: { port: PORT, strictPort: true, host: '127.0.0.1' },
};

const median = (values) => quantile(values, 0.5);
function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}
const summary = (values) => ({
  median: median(values),
  p95: quantile(values, 0.95),
  values: values.map((v) => Number(v.toFixed(3))),
});

/** CPU time (ms) of the page's main thread between two user timing marks, or null. */
function cpuBetween(marks, from, to) {
  const a = marks.get(from);
  const b = marks.get(to);
  return a === undefined || b === undefined ? null : (b - a) / 1000;
}

async function measure(browser, rate) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: ['blink.user_timing'] });
  await page.goto(
    `http://127.0.0.1:${PORT}/stock-price-table.html?refreshes=${REFRESHES}${BREAKDOWN ? '&breakdown' : ''}`,
  );
  await page.waitForFunction(() => window.__bench?.done, null, {
    timeout: (WARMUP + REFRESHES) * SPACING_MS + 120_000,
    polling: 500,
  });
  const bench = await page.evaluate(() => window.__bench);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await page.close();
  if (bench.error) throw new Error(`La página falló a ${rate}x: ${bench.error}`);

  // A mark carries the thread's CPU clock (tts, µs) besides the wall clock.
  const marks = new Map(
    traceEvents
      .filter((e) => e.name?.startsWith('refresh-') && e.tts !== undefined)
      .map((e) => [e.name, e.tts]),
  );
  const samples = bench.samples;
  const cpu = (to) =>
    samples
      .map((_, i) =>
        cpuBetween(marks, `refresh-${WARMUP + i}:start`, `refresh-${WARMUP + i}:${to}`),
      )
      .filter((ms) => ms !== null);
  const cpuCommit = cpu('commit');
  const cpuFrame = cpu('end');

  const sum = (pick) => samples.reduce((total, s) => total + pick(s), 0);
  const perRefresh = (pick) => sum(pick) / samples.length;
  const cells = {};
  for (const column of [...FIGURES, 'ticker', 'actions']) {
    cells[column] = {
      changed: FIGURES.includes(column) ? perRefresh((s) => s.changed[column]) : 0,
      table: perRefresh((s) => s.table[column]),
      cards: perRefresh((s) => s.cards[column]),
    };
  }
  // Only changed cells: in every refresh, each figure column rendered exactly its changed cells
  // (in the table and, where the page holds them, in the cards) and no share's name cell rendered.
  const onlyChangedCells = samples.every(
    (s) =>
      FIGURES.every(
        (f) => s.table[f] === s.changed[f] && (!s.cardsRendered || s.cards[f] === s.changed[f]),
      ) &&
      s.table.ticker === 0 &&
      s.cards.ticker === 0,
  );
  // At 1280 px only the table is on screen: the cards (hidden from 768 px) should not render.
  const cardsRendered = samples.some((s) => s.cardsRendered);
  // Where they are rendered, the cards render what the table renders.
  const cardsAsTable = samples.every(
    (s) =>
      !s.cardsRendered ||
      Object.keys(s.table).every((column) => s.cards[column] === s.table[column]),
  );
  return {
    rate,
    rows: bench.rows,
    moving: bench.moving,
    refreshes: samples.length,
    react: PROFILING ? summary(samples.map((s) => s.reactMs)) : null,
    commit: summary(samples.map((s) => s.commitMs)),
    frame: summary(samples.map((s) => s.frameMs)),
    cpuCommit: cpuCommit.length ? summary(cpuCommit) : null,
    cpuFrame: cpuFrame.length ? summary(cpuFrame) : null,
    maxCommitsPerRefresh: Math.max(...samples.map((s) => s.commits)),
    cells,
    onlyChangedCells,
    cardsRendered,
    cardsAsTable,
    breakdown: BREAKDOWN
      ? Object.entries(bench.breakdown)
          .map(([name, ms]) => ({ name, ms: ms / samples.length }))
          .sort((a, b) => b.ms - a.ms)
      : undefined,
  };
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
  const { rows, moving, refreshes } = results[0];
  const pair = (s) => (s ? `${s.median.toFixed(1)} / ${s.p95.toFixed(1)} ms` : 'n/d');
  console.log(
    `\nTabla de precios, ${rows} filas: refresco (mediana / p95) a ${RATES.join('x y ')}x (Chromium de Debian)`,
  );
  console.log(
    `${refreshes} refrescos por CPU: filas nuevas para las ${rows} acciones, ${moving} con precio nuevo, en una transición como el sondeo del portal.`,
  );
  const headers = ['React (Profiler)', 'hasta el commit', 'hasta el cuadro'];
  console.log(
    `CPU ${[...headers, 'CPU al commit', 'CPU al cuadro'].map((h) => h.padStart(19)).join('')}`,
  );
  for (const r of results) {
    const cells = [r.react, r.commit, r.frame, r.cpuCommit, r.cpuFrame].map((s) => pair(s));
    console.log(`${`${r.rate}x`.padEnd(4)}${cells.map((c) => c.padStart(19)).join('')}`);
  }
  console.log(
    '(React: render de la tabla según el Profiler; hasta el commit: del setState al DOM actualizado; hasta el cuadro: al cuadro pintado, que además espera su turno; CPU: tiempo de CPU del hilo principal en esa ventana, que la carga de la máquina no alarga a 1x)',
  );
  const names = { price: 'Precio', change: 'Variación', high: 'Máximo', low: 'Mínimo' };
  for (const r of results) {
    const figures = FIGURES.map(
      (f) =>
        `${names[f]} ${r.cells[f].table.toFixed(1)} de ${r.cells[f].changed.toFixed(1)} cambiadas`,
    ).join(', ');
    console.log(
      `Celdas renderizadas por refresco a ${r.rate}x (tabla; ${r.cardsRendered ? `las tarjetas, ocultas, lo mismo: ${r.cardsAsTable ? 'sí' : 'NO'}` : 'las tarjetas, ocultas a 1280 px, no se renderizan'}): ${figures}, Acción ${r.cells.ticker.table.toFixed(1)}, Operar ${r.cells.actions.table.toFixed(1)} (el enlace de cada fila, sin memo).${PROFILING ? ` Commits por refresco: ${r.maxCommitsPerRefresh === 1 ? '1' : `hasta ${r.maxCommitsPerRefresh}`}.` : ''}`,
    );
  }
  const onlyChanged = results.every((r) => r.onlyChangedCells);
  console.log(
    `Solo se renderizan las celdas cuyo valor cambió: ${onlyChanged ? 'sí' : 'NO'} (en cada refresco, tabla y tarjetas si las hay).`,
  );
  if (BREAKDOWN) {
    for (const r of results) {
      const top = r.breakdown.slice(0, 12).map((b) => `${b.name} ${b.ms.toFixed(2)}`);
      console.log(`Render propio por componente a ${r.rate}x (ms por refresco): ${top.join(', ')}`);
    }
  }
  const at4 = results.find((r) => r.rate === 4);
  const within = at4?.react ? at4.react.median <= BUDGET_MS : null;
  if (at4?.react) {
    console.log(
      `Presupuesto a 4x: re-render <= ${BUDGET_MS} ms (${within ? 'dentro' : 'FUERA'}): React, mediana ${at4.react.median.toFixed(1)} ms (p95 ${at4.react.p95.toFixed(1)} ms); hasta el commit ${pair(at4.commit)}.`,
    );
  }
  if (asJson) {
    console.log(
      JSON.stringify({
        rows,
        moving,
        refreshes,
        budgetAt4xMs: BUDGET_MS,
        budgetChecks:
          "react.median at 4x (the Profiler's re-render, summed over the refresh's commits)",
        withinBudget: within,
        onlyChangedCells: onlyChanged,
        runs: results,
      }),
    );
  }
} finally {
  await browser.close();
  await new Promise((done) => server.httpServer.close(done));
}
