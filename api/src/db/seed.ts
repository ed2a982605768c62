import { seedProfileHistory } from '../poll/profile-history.ts';
import type { Database } from './database.ts';
import {
  demoClientRecords,
  demoClients,
  demoJarvisRules,
  demoMessages,
  demoNotifications,
  type DemoClient,
} from './demo-data.ts';
import { hashPassword } from './password.ts';
import { seedDemoAnswers } from '../public-access/questions.ts';
import { seedLedger } from '../ledger/seed-ledger.ts';
import { seedPayButtonHistory } from '../pay-buttons/demo-history.ts';
import { seedDemoOrders } from '../order-signing/demo-orders.ts';
import { seedDemoDocuments } from '../document-signing/demo-documents.ts';
import { seedDemoFinancing } from '../stock-financing/demo-positions.ts';
import { seedDemoLine } from '../investment-lines/demo-line.ts';
import { seedDemoDebt } from '../debt-instrument/demo-positions.ts';
import { seedDemoDividends } from '../stock-orders/demo-dividends.ts';
import { clockFromEnv, marketDate, type Clock } from '../market/clock.ts';
import { demoCompanies } from '../company/demo-companies.ts';
import { seedCompanies } from '../company/seed-companies.ts';
import { seedDemoBeneficiaries } from '../tefe/demo-beneficiaries.ts';

export interface SeedResult {
  /** Ruts of the clients inserted by this run (empty when they all existed). */
  inserted: string[];
}

/**
 * Inserts the demo clients and their profiles (with the demo data, their ledgers up to the
 * clock's today). Idempotent: existing clients (by rut) and
 * profiles (by client and code) are left untouched, so a second run changes nothing.
 */
export interface SeedOptions {
  /** The clock whose today ends the demo ledger histories (default `CLOCK_NOW` or real time). */
  now?: Clock;
}

export async function seed(
  db: Database,
  clients: readonly DemoClient[] = demoClients,
  { now = clockFromEnv() }: SeedOptions = {},
): Promise<SeedResult> {
  const inserted: string[] = [];
  for (const client of clients) {
    let [row] = await db.query<{ id: number }>('SELECT id FROM clients WHERE rut = $1', [
      client.rut,
    ]);
    if (!row) {
      // Hash only when inserting: scrypt is deliberately slow.
      const passwordHash = client.password === null ? null : await hashPassword(client.password);
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
    // A client without web access chooses his own questions when he enrols.
    if (client.password !== null) await seedDemoAnswers(db, row.id);
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
  if (clients === demoClients) {
    await seedDemoExtras(db);
    await seedLedger(db, marketDate(now()));
    await seedDemoDividends(db, now());
    await seedPayButtonHistory(db, marketDate(now()));
    await seedDemoOrders(db, marketDate(now()));
    await seedDemoDocuments(db, marketDate(now()));
    await seedDemoFinancing(db, marketDate(now()));
    await seedDemoLine(db, marketDate(now()));
    await seedDemoDebt(db, marketDate(now()));
    await seedDemoBeneficiaries(db, now());
  }
  return { inserted };
}

/** Client records, notifications, messages and jarvis rules; each insert skips what exists. */
async function seedDemoExtras(db: Database): Promise<void> {
  for (const record of demoClientRecords) {
    await db.query(
      `INSERT INTO client_records (rut, data) VALUES ($1, $2::jsonb) ON CONFLICT (rut) DO NOTHING`,
      [record.RutCliente, JSON.stringify(record)],
    );
  }
  await seedProfileHistory(db, demoClientRecords);
  for (const n of demoNotifications) {
    await db.query(
      `INSERT INTO notifications (rut, route, message)
       SELECT $1, $2, $3 WHERE NOT EXISTS
         (SELECT 1 FROM notifications WHERE rut = $1 AND route = $2 AND message = $3)`,
      [n.rut, n.route, n.message],
    );
  }
  for (const m of demoMessages) {
    await db.query(
      `INSERT INTO messages (rut, priority, text)
       SELECT $1::text, $2, $3 WHERE NOT EXISTS
         (SELECT 1 FROM messages WHERE rut IS NOT DISTINCT FROM $1::text AND text = $3)`,
      [m.rut, m.priority, m.text],
    );
  }
  for (const rule of demoJarvisRules) {
    await db.query(
      `INSERT INTO jarvis_rules (rut, context, position, response, wizard_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (rut, context, position) DO NOTHING`,
      [rule.rut, rule.context, rule.position, rule.response, rule.wizardId],
    );
  }
  await seedCompanies(db, demoCompanies);
}
