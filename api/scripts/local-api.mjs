// The reference API on a free loopback port for the measuring scripts (load test, document
// bench): PGlite in memory, or the PostgreSQL of DATABASE_URL; a logged-in session's headers.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The channel headers every call carries. */
export const common = { channel: '1', version: '1' };
export const XSRF_HEADER = 'X-XSRF-TOKEN';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Starts src/main.ts with `env` on a free port and waits (up to 180 s) for /api/health; `stop`
 * ends it, and so does this process's exit.
 */
export async function startApi(env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(join(apiDir, 'node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: false,
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  // PGlite needs a couple of seconds, PostgreSQL less.
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error('La API no respondió a /api/health en 180 s.');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}

/** Logs `rut` in: the session's cookie header and its XSRF token (echoed on every POST). */
export async function loginAt(base, rut = '12.345.678-5', clave = 'Demo.2026') {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...common, 'content-type': 'application/json' },
    body: JSON.stringify({ idCliente: rut, clave }),
  });
  if (!login.ok) throw new Error(`El login de prueba falló: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const xsrfPair = cookie.split('; ').find((pair) => /xsrf/i.test(pair.split('=')[0] ?? ''));
  const xsrf = decodeURIComponent(xsrfPair?.split('=').slice(1).join('=') ?? '');
  return { cookie, xsrf };
}
