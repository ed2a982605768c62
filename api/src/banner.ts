import type { SessionConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { DemoClient } from './db/demo-data.ts';
import { formatRut } from '@inversiones/es-cl';

export interface BannerOptions {
  port: number;
  host: string;
  db: Database;
  production: boolean;
  portalDist?: string;
  clients: readonly DemoClient[];
  /** Idle timeout and absolute lifetime, printed so testers know when a session ends. */
  session?: SessionConfig;
}

function table(headers: string[], rows: string[][]): string[] {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** What the start command prints once the server listens. */
export function startBanner({
  port,
  host,
  db,
  production,
  portalDist,
  clients,
  session,
}: BannerOptions) {
  const url = `http://localhost:${port}`;
  const lines = [
    '',
    'Portal de Clientes | Inversiones - API de referencia',
    '',
    production
      ? `  Portal y API:   ${url}`
      : `  API:            ${url}/api  (portal en desarrollo: pnpm --filter @inversiones/portal dev, http://localhost:5173)`,
    `  Escucha en:     ${host}:${port}${host === '127.0.0.1' || host === 'localhost' ? ' (solo este equipo)' : ''}`,
    `  Base de datos:  ${db.kind === 'pglite' ? 'PGlite (embebida)' : 'PostgreSQL'} - ${db.location}`,
  ];
  if (portalDist) lines.push(`  Portal servido: ${portalDist}`);
  if (session) {
    lines.push(
      `  Sesión:         expira tras ${session.lifespanS} s sin actividad (SESSION_LIFESPAN_S), máximo ${session.maxS} s (SESSION_MAX_S)`,
    );
  }
  lines.push(
    '',
    'Usuarios de demostración:',
    '',
    ...table(
      ['RUT', 'Clave', 'Nombre', 'Qué muestra'],
      clients.map((client) => [
        formatRut(client.rut),
        client.password ?? '(sin acceso web)',
        `${client.nombre} ${client.apellidoPaterno} ${client.apellidoMaterno}`,
        client.shows,
      ]),
    ).map((row) => `  ${row}`),
    '',
    'Detener: Ctrl+C',
    '',
  );
  return lines.join('\n');
}
