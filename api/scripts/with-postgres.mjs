#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster (Debian's `postgresql` package):
//   node api/scripts/with-postgres.mjs <command> [args...]
// Installs the package when missing (as root, with apt-get), creates a cluster in a temporary
// folder, starts it on 127.0.0.1 with trust authentication, runs the command with DATABASE_URL
// set, and always stops the cluster and deletes the folder, whatever the command's result.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command[0] === '--') command.shift();
if (command.length === 0) {
  console.error('Uso: node api/scripts/with-postgres.mjs <comando> [argumentos...]');
  process.exit(2);
}

const isRoot = process.getuid?.() === 0;

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

let binDir = findBinDir();
if (!binDir) {
  const canInstall = isRoot && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!canInstall) {
    console.error(
      'No se encontró PostgreSQL (/usr/lib/postgresql/<versión>/bin). Instálelo como root con: apt-get update && apt-get install -y postgresql',
    );
    process.exit(1);
  }
  console.log('PostgreSQL no está instalado: instalando el paquete postgresql de Debian...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env })
      .status === 0;
  binDir = findBinDir();
  if (!ok || !binDir) {
    console.error(
      'No se pudo instalar postgresql con apt-get. Instálelo a mano (apt-get install -y postgresql) y reintente.',
    );
    process.exit(1);
  }
}

/** A free loopback port, starting at 54329. */
async function freePort(start = Number(process.env.PG_TEST_PORT || 54329)) {
  for (let port = start; port < start + 100; port += 1) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('No hay un puerto libre para PostgreSQL en 127.0.0.1.');
}

const dataDir = mkdtempSync(join(tmpdir(), 'inversiones-pg-'));
const asPostgres = (bin, args, options = {}) =>
  isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', join(binDir, bin), ...args], options)
    : spawnSync(join(binDir, bin), args, options);

let started = false;
function cleanUp() {
  if (started) {
    asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' });
    started = false;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

let exitCode = 1;
try {
  if (isRoot) chownSync(dataDir, Number(idOf('postgres', '-u')), Number(idOf('postgres', '-g')));
  const init = asPostgres(
    'initdb',
    ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale'],
    { encoding: 'utf8' },
  );
  if (init.status !== 0) throw new Error(`initdb falló:\n${init.stdout}${init.stderr}`);
  const port = await freePort();
  const start = asPostgres(
    'pg_ctl',
    [
      '-D',
      dataDir,
      '-l',
      join(dataDir, 'server.log'),
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ],
    { encoding: 'utf8' },
  );
  if (start.status !== 0) throw new Error(`PostgreSQL no inició:\n${start.stdout}${start.stderr}`);
  started = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL temporal en 127.0.0.1:${port} (${dataDir})`);

  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`No se pudo ejecutar ${command[0]}: ${error.message}`);
      resolve(1);
    });
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  cleanUp();
}
process.exit(exitCode);

function idOf(user, flag) {
  return spawnSync('id', [flag, user], { encoding: 'utf8' }).stdout.trim();
}
