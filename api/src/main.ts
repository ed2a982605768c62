import type { Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { startBanner } from './banner.ts';
import { applyConnectionTimeouts } from './connection-timeouts.ts';
import {
  clockFromEnv,
  demoModeFromEnv,
  statementHistoryYearsFromEnv,
  publicAccessKeyFromEnv,
  sessionConfigFromEnv,
  type SessionConfig,
} from './config.ts';
import type { Clock } from './market/clock.ts';
import { openDatabase } from './db/database.ts';
import { demoClients } from './db/demo-data.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { loadWizardTemplates, type WizardLoadResult } from './wizards.ts';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const production = process.env.NODE_ENV === 'production';
const host = process.env.HOST?.trim() || '127.0.0.1';
const port = Number(process.env.PORT?.trim() || 8787);

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT no válido: "${process.env.PORT}". Use un número entre 1 y 65535.`);
  process.exit(1);
}

let portalDist: string | undefined;
if (production) {
  // PORTAL_DIST: another build folder (parallel end-to-end runs on one machine).
  portalDist = process.env.PORTAL_DIST?.trim() || join(packageDir, '..', 'portal', 'dist');
  if (!existsSync(join(portalDist, 'index.html'))) {
    console.error(
      [
        `No se encontró el portal compilado en ${portalDist}.`,
        'Compílelo primero con: pnpm --filter @inversiones/portal build',
        '(o use "pnpm start" en la raíz del repositorio, que compila y luego inicia la API).',
      ].join('\n'),
    );
    process.exit(1);
  }
}

let session: SessionConfig;
let now: Clock;
let demoMode: boolean;
let publicAccessKey: string;
try {
  session = sessionConfigFromEnv();
  now = clockFromEnv();
  demoMode = demoModeFromEnv();
  publicAccessKey = publicAccessKeyFromEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};

const db = await openDatabase();
let wizards: WizardLoadResult;
try {
  await migrate(db);
  await seed(db, demoClients, { now });
  // A malformed template is refused alone (logged with its path): the others are served.
  wizards = await loadWizardTemplates(db);
} catch (error) {
  console.error('No fue posible preparar la base de datos:', error);
  await db.close();
  process.exit(1);
}

// A fixed clock (CLOCK_NOW) starts when the API starts serving: a slow boot never moves its start.
if (process.env.CLOCK_NOW?.trim()) now = clockFromEnv();

const app = createApp({
  db,
  version,
  portalDist,
  session,
  wizards,
  now,
  demoMode,
  statementHistoryYears: statementHistoryYearsFromEnv(),
  publicAccess: { key: publicAccessKey },
});

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(
    startBanner({ port, host, db, production, portalDist, clients: demoClients, session }),
  );
});
applyConnectionTimeouts(server as Server);

server.on('error', async (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `El puerto ${port} ya está en uso. Detenga el otro proceso o use otro PORT.`
      : `No fue posible iniciar el servidor: ${error.message}`,
  );
  await db.close();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal} recibido: deteniendo el servidor...`);
  // Do not wait forever for open keep-alive connections.
  setTimeout(() => process.exit(1), 5000).unref();
  await new Promise<void>((done) => server.close(() => done()));
  await db.close();
  process.exit(0);
}

process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
