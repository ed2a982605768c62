import { normalizeRut } from '@inversiones/es-cl';
import { MANDATARY_TYPE, profileManager } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import { mandataryTypes } from '../db/demo-data.ts';

/** A change as stored and compared: rut normalised, name trimmed, types sorted. */
export type CanonicalChange =
  | { accion: 'agregar'; rut: string; nombre: string; tipos: number[]; tefe: boolean }
  | { accion: 'eliminar'; rut: string };

export function canonicalChange(
  change:
    | { accion: 'agregar'; rut: string; nombre: string; tipos: readonly number[]; tefe: boolean }
    | { accion: 'eliminar'; rut: string },
): CanonicalChange {
  if (change.accion === 'eliminar') return { accion: 'eliminar', rut: normalizeRut(change.rut) };
  return {
    accion: 'agregar',
    rut: normalizeRut(change.rut),
    nombre: change.nombre.trim().replace(/\s+/g, ' '),
    tipos: [...new Set(change.tipos)].sort((a, b) => a - b),
    tefe: change.tefe,
  };
}

/** The same change whatever the key order jsonb gave back. */
export const changeKey = (change: CanonicalChange): string =>
  change.accion === 'eliminar'
    ? JSON.stringify(['eliminar', change.rut])
    : JSON.stringify(['agregar', change.rut, change.nombre, change.tipos, change.tefe]);

const descriptions = new Map<number, string>(
  Object.values(mandataryTypes).map((type) => [type.Id, type.Description]),
);
export const typesOf = (ids: readonly number[]) =>
  ids.map((Id) => ({ Id, Description: descriptions.get(Id) ?? String(Id) }));

export interface MandataryRow {
  client_id: number;
  person_rut: string;
  name: string;
  has_tefe: boolean;
  is_active: boolean;
  mandatary_types: { Id: number; Description: string }[];
}

export interface CompanyState {
  version: number;
  mandataries: MandataryRow[];
}

/**
 * The company's version, then its mandataries. A change committed between the two reads bumps
 * the version, so a change checked against this state and applied at this version never mixes
 * states (the conditional bump fails and the change is checked again).
 */
export async function companyState(db: Database, companyRut: string): Promise<CompanyState> {
  await db.query(
    `INSERT INTO company_mandatary_versions (company_rut) VALUES ($1)
     ON CONFLICT (company_rut) DO NOTHING`,
    [companyRut],
  );
  const [row] = await db.query<{ version: string | number }>(
    'SELECT version FROM company_mandatary_versions WHERE company_rut = $1',
    [companyRut],
  );
  const mandataries = await db.query<MandataryRow>(
    `SELECT c.id AS client_id, c.rut AS person_rut,
       COALESCE(p.mandatary_name,
         trim(c.nombre || ' ' || c.apellido_paterno || ' ' || c.apellido_materno)) AS name,
       p.has_tefe, p.is_active, p.mandatary_types
     FROM mandatary_profiles p JOIN clients c ON c.id = p.client_id
     WHERE p.rut = $1 AND c.rut <> $1
     ORDER BY name, c.rut
     LIMIT $2`,
    [companyRut, profileManager.MANDATARIES_MAX],
  );
  return { version: Number(row?.version ?? 0), mandataries };
}

export const isSupervisor = (row: MandataryRow) =>
  row.mandatary_types.some((type) => type.Id === MANDATARY_TYPE.supervisor);

/** The contract's view of the state, for the supervisor `selfClientId`. */
export function mandatariesView(
  company: { nombre: string; Rut: string },
  state: CompanyState,
  selfClientId: number,
): profileManager.MandatariesResponse {
  return {
    empresa: company,
    mandatarios: state.mandataries.map((row) => ({
      Rut: row.person_rut,
      nombre: row.name,
      HasTEFE: row.has_tefe,
      IsActive: row.is_active,
      MandataryTypes: row.mandatary_types,
      esUsted: row.client_id === selfClientId,
    })),
  };
}

/** The natural-person client of a rut (who can log in and see the company among his profiles). */
export async function personClientId(db: Database, rut: string): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM clients WHERE rut = $1 AND tipo_persona = 'natural'`,
    [rut],
  );
  return row?.id;
}

export interface ApplyTarget {
  companyRut: string;
  companyName: string;
  version: number;
  requestId: string;
  now: number;
}

// The version bump first, the request's confirmation only if it bumped, the change only if the
// request was confirmed: one statement, so a change lands with its request or not at all.
const BUMP_AND_CONFIRM = `
  bump AS (
    UPDATE company_mandatary_versions SET version = version + 1
    WHERE company_rut = $1 AND version = $2 RETURNING 1),
  req AS (
    UPDATE mandatary_change_requests SET status = 'aplicado', applied_at = $3
    WHERE id = $4 AND status = 'pendiente' AND EXISTS (SELECT 1 FROM bump) RETURNING 1)`;

/** Adds the mandatary; false when the version moved or the request was confirmed meanwhile. */
export async function applyAdd(
  db: Database,
  target: ApplyTarget,
  person: { clientId: number; code: string; name: string; types: number[]; tefe: boolean },
): Promise<boolean> {
  const [row] = await db.query<{ applied: number }>(
    `WITH ${BUMP_AND_CONFIRM},
     ins AS (
       INSERT INTO mandatary_profiles
         (client_id, code, nombre, rut, has_tefe, is_active, mandatary_types, mandatary_name)
       SELECT $5, $6, $7, $1, $8, true, $9::jsonb, $10 WHERE EXISTS (SELECT 1 FROM req)
       RETURNING 1)
     SELECT (SELECT count(*) FROM ins)::int AS applied`,
    [
      target.companyRut,
      target.version,
      target.now,
      target.requestId,
      person.clientId,
      person.code,
      target.companyName,
      person.tefe,
      JSON.stringify(typesOf(person.types)),
      person.name,
    ],
  );
  return Number(row?.applied) > 0;
}

/** Removes the mandatary; false when the version moved or the request was confirmed meanwhile. */
export async function applyRemove(
  db: Database,
  target: ApplyTarget,
  clientId: number,
): Promise<boolean> {
  const [row] = await db.query<{ applied: number }>(
    `WITH ${BUMP_AND_CONFIRM},
     del AS (
       DELETE FROM mandatary_profiles
       WHERE rut = $1 AND client_id = $5 AND EXISTS (SELECT 1 FROM req) RETURNING 1)
     SELECT (SELECT count(*) FROM req)::int AS applied`,
    [target.companyRut, target.version, target.now, target.requestId, clientId],
  );
  return Number(row?.applied) > 0;
}
