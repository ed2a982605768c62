import { company } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import type { DemoCompany } from './demo-companies.ts';

/** Inserts the demo companies and a contract row of each type; what exists is left untouched. */
export async function seedCompanies(db: Database, companies: readonly DemoCompany[]) {
  for (const c of companies) {
    await db.query(
      `INSERT INTO companies (rut, razon_social, giro, calle, comuna, region)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (rut) DO NOTHING`,
      [c.rut, c.razonSocial, c.giro, c.direccion.calle, c.direccion.comuna, c.direccion.region],
    );
    for (const [position, r] of c.representantes.entries()) {
      await db.query(
        `INSERT INTO company_legal_representatives (company_rut, rut, nombre, cargo, position)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [c.rut, r.rut, r.nombre, r.cargo, position],
      );
    }
    for (const [position, a] of c.apoderados.entries()) {
      await db.query(
        `INSERT INTO company_attorneys
           (company_rut, rut, nombre, power_marco, power_general_fondos, position)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [c.rut, a.rut, a.nombre, a.poderes.marco, a.poderes.generalFondos, position],
      );
    }
    for (const type of company.contractTypeSchema.options) {
      await db.query(
        `INSERT INTO company_contracts (company_rut, contract_type) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        [c.rut, type],
      );
    }
  }
}
