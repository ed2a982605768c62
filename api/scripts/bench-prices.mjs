#!/usr/bin/env node
// Issue 26's price list under load: GET /api/bolsa/acciones with a session, 100 connections for
// 20 s (autocannon), during a trading session (the demo clock at 11:00 on an exchange day), once
// as first polls (full answers) and once as repeated polls sending the last ETag (304s). Starts
// the API (PGlite in memory, or the PostgreSQL of DATABASE_URL) and always stops it. `--json`
// prints the figures as one JSON line at the end.
import { runAutocannon, summary } from './autocannon-run.mjs';
import { common, loginAt, startApi } from './local-api.mjs';

const asJson = process.argv.includes('--json');
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const connections = arg('connections', 100);
const seconds = arg('seconds', 20);

const run = (options) => runAutocannon({ connections, duration: seconds, ...options });

let exitCode = 0;
let stop = () => {};
try {
  const api = await startApi({ CLOCK_NOW: '2026-11-27T11:00:00-03:00' });
  stop = api.stop;
  const { base } = api;
  const { cookie } = await loginAt(base);
  const url = `${base}/api/bolsa/acciones`;
  const headers = { ...common, cookie };
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${first.status} ${await first.text()}`);
  const etag = first.headers.get('etag');
  const results = [
    summary('GET /api/bolsa/acciones', await run({ url, headers })),
    // The portal's polls within a step: the tag it got, answered 304 (autocannon counts them non-2xx).
    summary(
      'GET /api/bolsa/acciones (If-None-Match)',
      await run({ url, headers: { ...headers, 'if-none-match': etag } }),
    ),
  ];
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  console.log(
    `\nPrecios de acciones (${database}; autocannon ${connections} conexiones, ${seconds} s)   req/s   p50 ms   p99 ms`,
  );
  for (const r of results) {
    console.log(
      r.name.padEnd(60) +
        String(r.requestsPerSecond).padStart(7) +
        String(r.p50Ms).padStart(9) +
        String(r.p99Ms).padStart(9),
    );
  }
  if (asJson) console.log(JSON.stringify({ database, connections, seconds, results }));
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stop();
}
process.exit(exitCode);
