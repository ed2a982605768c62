import type { securityPass } from '@inversiones/contract';
import { blockedUntil, tipoOf, type MethodRow } from './methods.ts';

const iso = (ms: string | number | null) =>
  ms === null ? null : new Date(Number(ms)).toISOString();

/** `+56 9 8765 4321` -> `+56 9 **** 4321`; `camila@correo.cl` -> `c***@correo.cl`. */
export function maskedDestination(row: Pick<MethodRow, 'kind' | 'destination'>): string | null {
  if (row.destination === null) return null;
  if (row.kind === 'sms') return `+56 9 **** ${row.destination.replace(/\D/g, '').slice(-4)}`;
  const [user = '', domain = ''] = row.destination.split('@');
  return `${user.slice(0, 1)}${'*'.repeat(Math.max(user.length - 1, 3))}@${domain}`;
}

/** A method as the client sees it: never its secret. */
export const methodView = (row: MethodRow, now: number): securityPass.Method => ({
  tipo: tipoOf(row.kind),
  estado: row.status === 'active' ? 'activo' : 'pendiente',
  destino: maskedDestination(row),
  activoDesde: iso(row.activated_at),
  bloqueadoHasta: iso(blockedUntil(row, now)),
});
