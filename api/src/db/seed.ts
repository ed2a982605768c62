import type { Database } from './database.ts';
import { demoClients, type DemoClient } from './demo-data.ts';
import { hashPassword } from './password.ts';

export interface SeedResult {
  /** Ruts of the clients inserted by this run (empty when they all existed). */
  inserted: string[];
}

/**
 * Inserts the demo clients and their profiles. Idempotent: existing clients (by rut) and
 * profiles (by client and code) are left untouched, so a second run changes nothing.
 */
export async function seed(
  db: Database,
  clients: readonly DemoClient[] = demoClients,
): Promise<SeedResult> {
  const inserted: string[] = [];
  for (const client of clients) {
    let [row] = await db.query<{ id: number }>('SELECT id FROM clients WHERE rut = $1', [
      client.rut,
    ]);
    if (!row) {
      // Hash only when inserting: scrypt is deliberately slow.
      const passwordHash = await hashPassword(client.password);
      const created = await db.query<{ id: number }>(
        `INSERT INTO clients
           (rut, nombre, apellido_paterno, apellido_materno, password_hash, tipo_persona,
            locked, pending_wizards)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (rut) DO NOTHING
         RETURNING id`,
        [
          client.rut,
          client.nombre,
          client.apellidoPaterno,
          client.apellidoMaterno,
          passwordHash,
          client.tipoPersona,
          client.locked,
          client.pendingWizards,
        ],
      );
      if (created[0]) inserted.push(client.rut);
      [row] = created.length
        ? created
        : await db.query<{ id: number }>('SELECT id FROM clients WHERE rut = $1', [client.rut]);
    }
    if (!row) throw new Error(`No fue posible crear el cliente de demostración ${client.rut}`);
    for (const profile of client.profiles) {
      await db.query(
        `INSERT INTO mandatary_profiles
           (client_id, code, nombre, rut, has_tefe, is_active, mandatary_types)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
         ON CONFLICT (client_id, code) DO NOTHING`,
        [
          row.id,
          profile.code,
          profile.nombre,
          profile.rut,
          profile.hasTefe,
          profile.isActive,
          JSON.stringify(profile.mandataryTypes),
        ],
      );
    }
  }
  return { inserted };
}
