import type { company } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { contractNames } from './messages.ts';

interface CompanyRow {
  rut: string;
  razon_social: string;
  giro: string;
  calle: string;
  comuna: string;
  region: string;
}

interface ContractRow {
  contract_type: company.ContractType;
  signers: string[];
  signed_at: string | number | null;
  signatures: { rut: string; at: string | number }[] | null;
}

const iso = (ms: string | number) => new Date(Number(ms)).toISOString();

/** The company's data and legal representatives; null when the rut has no company profile. */
export async function findCompany(db: Database, rut: string) {
  const [row] = await db.query<CompanyRow>('SELECT * FROM companies WHERE rut = $1', [rut]);
  if (!row) return null;
  const representatives = await db.query<{ rut: string; nombre: string; cargo: string }>(
    `SELECT rut, nombre, cargo FROM company_legal_representatives
     WHERE company_rut = $1 ORDER BY position`,
    [rut],
  );
  return {
    razonSocial: row.razon_social,
    rut: row.rut,
    giro: row.giro,
    direccion: { calle: row.calle, comuna: row.comuna, region: row.region },
    representantesLegales: representatives,
  };
}

export async function listAttorneys(db: Database, companyRut: string) {
  const rows = await db.query<{
    rut: string;
    nombre: string;
    power_marco: company.Power | null;
    power_general_fondos: company.Power | null;
  }>(
    `SELECT rut, nombre, power_marco, power_general_fondos FROM company_attorneys
     WHERE company_rut = $1 ORDER BY position`,
    [companyRut],
  );
  return rows.map((row): company.Attorney => ({
    rut: row.rut,
    nombre: row.nombre,
    poderes: { marco: row.power_marco, generalFondos: row.power_general_fondos },
  }));
}

/** The company's contracts as the portal shows them, for the logged-in user `userRut`. */
export async function listContracts(
  db: Database,
  companyRut: string,
  userRut: string,
  attorneys: readonly company.Attorney[],
  only?: company.ContractType,
): Promise<company.CompanyContract[]> {
  const rows = await db.query<ContractRow>(
    `SELECT c.contract_type, c.signers, c.signed_at,
       (SELECT json_agg(json_build_object('rut', s.attorney_rut, 'at', s.signed_at))
        FROM company_contract_signatures s
        WHERE s.company_rut = c.company_rut AND s.contract_type = c.contract_type) AS signatures
     FROM company_contracts c
     WHERE c.company_rut = $1 AND ($2::text IS NULL OR c.contract_type = $2)
     ORDER BY CASE c.contract_type WHEN 'marco' THEN 0 ELSE 1 END`,
    [companyRut, only ?? null],
  );
  const nameOf = (rut: string) => attorneys.find((a) => a.rut === rut)?.nombre ?? rut;
  return rows.map((row) => {
    const signedBy = new Map((row.signatures ?? []).map((s) => [s.rut, iso(s.at)]));
    const firmantes = row.signers.map((rut) => ({
      rut,
      nombre: nameOf(rut),
      firmadoEl: signedBy.get(rut) ?? null,
    }));
    const firmado = row.signed_at !== null;
    return {
      tipo: row.contract_type,
      nombre: contractNames[row.contract_type],
      estado: firmado ? 'firmado' : row.signers.length ? 'enFirma' : 'pendiente',
      firmantes,
      firmadoEl: firmado ? iso(row.signed_at!) : null,
      puedeFirmar: !firmado && row.signers.includes(userRut) && !signedBy.has(userRut),
    };
  });
}
