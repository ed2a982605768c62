#!/usr/bin/env node
// Bounded load test of the reference API on loopback (autocannon):
//   node api/scripts/load-test.mjs [--seconds 5] [--connections 10] [--warmup 1] [--json]
// Starts the API (src/main.ts) on a free 127.0.0.1 port - PGlite in memory, or the PostgreSQL of
// DATABASE_URL when set -, logs in once for the session cookie and XSRF token, measures
// `GET /api/client`, Camila's home statement and portfolio (`GET /api/dashboard/estadoCuenta`,
// `/cartera`) with that session and `POST /api/auth/login`, then the login flood
// (`GET /api/client` while --flood connections, default 50, post wrong passwords to the login at
// the same time), prints requests per second and p50/p99 latency, and always stops the server it
// started. Each measured GET is first run unmeasured for --warmup seconds (default 1): the p99 is
// the steady state's, not the JIT's or the first holdings computation's.
import { randomUUID } from 'node:crypto';
import { runAutocannon, summary } from './autocannon-run.mjs';
import { common, loginAt, startApi, XSRF_HEADER } from './local-api.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const seconds = option('seconds', 5);
const connections = option('connections', 10);
const floodConnections = option('flood', 50);
const warmup = option('warmup', 1);
const asJson = args.includes('--json');
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const run = (options) => runAutocannon({ connections, duration: seconds, ...options });
/** A GET measured after `warmup` seconds of the same load. */
const measured = async (options) => {
  if (warmup > 0) await run({ ...options, duration: warmup });
  return run(options);
};

let exitCode = 0;
let stop = () => {};
try {
  const api = await startApi();
  stop = api.stop;
  const { base } = api;
  const loginBody = JSON.stringify({ idCliente: '12.345.678-5', clave: 'Demo.2026' });
  // The XSRF token is echoed in its header on every POST (as the portal does).
  const { cookie, xsrf } = await loginAt(base);
  const xsrfHeader = XSRF_HEADER;

  const results = [
    summary(
      'GET /api/client',
      await measured({ url: `${base}/api/client`, headers: { ...common, cookie } }),
    ),
    // The home's answers for a client with six years of monthly history (issue 20: p99 <= 50 ms).
    summary(
      'GET /api/dashboard/estadoCuenta',
      await measured({ url: `${base}/api/dashboard/estadoCuenta`, headers: { ...common, cookie } }),
    ),
    summary(
      'GET /api/dashboard/cartera',
      await measured({ url: `${base}/api/dashboard/cartera`, headers: { ...common, cookie } }),
    ),
    // Issue 21: the invest confirmation, a money move (a fresh Idempotency-Key per request, so
    // each one records a movement under the owner's lock: one client's orders queue one by one).
    summary(
      'POST /api/ffmm/invertir/confirmar',
      await run({
        url: `${base}/api/ffmm/invertir/confirmar`,
        method: 'POST',
        body: JSON.stringify({
          fundId: 'FM-RENTA-CHILE',
          seriesId: 'A',
          accountId: '100234-01',
          amount: 10000,
          paymentWay: 'transferencia',
          acceptsProfileMismatch: false,
        }),
        // A fresh key per request: autocannon runs `setupRequest` only from `requests`, and the
        // request it builds carries only the headers it returns.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...common,
                cookie,
                'content-type': 'application/json',
                [xsrfHeader]: xsrf,
                'Idempotency-Key': randomUUID(),
              },
            }),
          },
        ],
      }),
    ),
    summary(
      'POST /api/auth/login',
      await run({
        url: `${base}/api/auth/login`,
        method: 'POST',
        headers: { ...common, 'content-type': 'application/json' },
        body: loginBody,
      }),
    ),
  ];

  // The login flood: wrong passwords for a valid but unknown rut (each one costs a password hash
  // unless the rate limits refuse it first) while a logged-in client keeps reading its data.
  const flood = run({
    url: `${base}/api/auth/login`,
    method: 'POST',
    connections: floodConnections,
    // In a worker thread: the flood's own client work must not slow the measured client's.
    workers: 1,
    headers: { ...common, 'content-type': 'application/json' },
    body: JSON.stringify({ idCliente: '11.111.111-1', clave: 'Clave.Errada1' }),
  });
  const during = await run({ url: `${base}/api/client`, headers: { ...common, cookie } });
  const flooded = await flood;
  const statuses = Object.fromEntries(
    Object.entries(flooded.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  results.push(summary(`GET /api/client (flood)`, during));
  const floodSummary = { ...summary('POST /api/auth/login (flood)', flooded), statuses };
  if (asJson) {
    console.log(
      JSON.stringify({
        database,
        seconds,
        connections,
        floodConnections,
        results,
        flood: floodSummary,
      }),
    );
  } else {
    console.log(`\nCarga sobre la API (${database}, ${seconds} s, ${connections} conexiones)`);
    for (const r of results) {
      console.log(
        `${r.name.padEnd(34)} ${String(r.requestsPerSecond).padStart(6)} req/s   p50 ${String(r.p50Ms).padStart(5)} ms   p99 ${String(r.p99Ms).padStart(5)} ms   (${r.total} solicitudes, ${r.non2xx} no-2xx, ${r.errors} errores)`,
      );
    }
    console.log(
      `Inundación de login: ${floodConnections} conexiones, ${floodSummary.requestsPerSecond} req/s, respuestas ${JSON.stringify(statuses)}`,
    );
  }
  if (results.some((r) => r.non2xx > 0 || r.errors > 0)) exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  stop();
}
process.exit(exitCode);
