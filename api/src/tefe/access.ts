// Spec 6 and `/tefe?check=activo`: TEFE opens for a natural person or an Apoderado of a client with
// TEFE, unless the firm keeps the client out (tefe_blocked_clients). Every TEFE call asks this.
import { allows, tefeAccess as contract } from '@inversiones/contract';
import type { Context } from 'hono';
import type { Queryable } from '../db/database.ts';
import { roleFacts } from '../platform/access.ts';
import { activeRut, type AppEnv } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';

const m = contract.tefeAccessMessages;

export async function tefeAccess(
  db: Queryable,
  c: Context<AppEnv>,
): Promise<contract.ActiveResponse> {
  const facts = roleFacts(c);
  if (!allows('tefe', facts)) return { activo: false, mensaje: m.companyNotEnabled };
  const blocked = await db.query('SELECT 1 FROM tefe_blocked_clients WHERE rut = $1', [
    activeRut(c),
  ]);
  if (blocked.length > 0) {
    return { activo: false, mensaje: facts.naturalPerson ? m.blocked : m.companyNotEnabled };
  }
  return { activo: true, mensaje: null };
}

/** Refuses (403, with the spec's message) a profile TEFE is closed to. */
export async function requireTefe(db: Queryable, c: Context<AppEnv>): Promise<void> {
  const access = await tefeAccess(db, c);
  if (!access.activo) throw new ApiError(403, access.mensaje ?? m.blocked);
}
