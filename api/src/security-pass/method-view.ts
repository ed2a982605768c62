import type { securityPass } from '@inversiones/contract';
import { maskDestination } from '../outbox/outbox.ts';
import { blockedUntil, tipoOf, type MethodRow } from './methods.ts';

const iso = (ms: string | number | null) =>
  ms === null ? null : new Date(Number(ms)).toISOString();

/** Where a method's codes go, masked as the outbox masks it (null for the app). */
export function maskedDestination(row: Pick<MethodRow, 'kind' | 'destination'>): string | null {
  if (row.destination === null || row.kind === 'totp') return null;
  return maskDestination(row.kind, row.destination);
}

/** A method as the client sees it: never its secret. */
export const methodView = (row: MethodRow, now: number): securityPass.Method => ({
  tipo: tipoOf(row.kind),
  estado: row.status === 'active' ? 'activo' : 'pendiente',
  destino: maskedDestination(row),
  activoDesde: iso(row.activated_at),
  bloqueadoHasta: iso(blockedUntil(row, now)),
});
