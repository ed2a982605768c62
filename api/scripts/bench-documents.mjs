#!/usr/bin/env node
// Issue 23's API figures: the time to generate Camila's 12-month consolidated statement PDF and a
// zip of 10 invoices, each the median of 10 requests (after one unmeasured). Starts the API
// (src/main.ts, PGlite in memory, or the PostgreSQL of DATABASE_URL) on a free loopback port with
// the demo clock, and always stops it. `--json` prints the figures as one JSON line at the end.
import { common, loginAt, startApi, XSRF_HEADER } from './local-api.mjs';

const asJson = process.argv.includes('--json');
const RUNS = 10;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Milliseconds from the request to the last byte of its answer, `RUNS` times after a warm-up. */
async function time(request) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i <= RUNS; i++) {
    const start = performance.now();
    const response = await request();
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    bytes = (await response.arrayBuffer()).byteLength;
    if (i > 0) times.push(performance.now() - start);
  }
  return { medianMs: Math.round(median(times)), kb: Math.round(bytes / 1024) };
}

let exitCode = 0;
let stop = () => {};
try {
  const api = await startApi({ CLOCK_NOW: '2026-11-27T10:30:00-03:00' });
  stop = api.stop;
  const { base } = api;
  const { cookie, xsrf } = await loginAt(base);
  const headers = { ...common, cookie };

  const statement = await time(() =>
    fetch(
      `${base}/api/cartolas/consolidada/cartola.pdf?fechaInicio=20251101&fechaTermino=20261031`,
      { headers },
    ),
  );
  const list = await (await fetch(`${base}/api/bolsa/facturas?anio=2025`, { headers })).json();
  const claves = list.invoices.slice(0, 10).map((i) => i.key);
  const zip = await time(() =>
    fetch(`${base}/api/bolsa/facturas/zip`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', [XSRF_HEADER]: xsrf },
      body: JSON.stringify({ claves }),
    }),
  );
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(`\nDocumentos en la API (${database}; mediana de ${RUNS})   ms   KB`);
  console.log(
    `Cartola consolidada de 12 meses (PDF)`.padEnd(44) +
      `${statement.medianMs}`.padStart(5) +
      `${statement.kb}`.padStart(6),
  );
  console.log(
    `Zip de 10 facturas`.padEnd(44) + `${zip.medianMs}`.padStart(5) + `${zip.kb}`.padStart(6),
  );
  if (asJson)
    console.log(JSON.stringify({ database, statement12Months: statement, invoiceZip10: zip }));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  stop();
}
process.exit(exitCode);
