import type { company } from '@inversiones/contract';
import type { Database } from '../db/database.ts';

/**
 * Makes `signers` the contract's signature set; refused once the contract is signed or someone
 * has signed (the set is fixed from the first signature). The counter is read on the row's
 * newest version, so a signature committed meanwhile is never overwritten.
 */
export async function setSignatories(
  db: Database,
  companyRut: string,
  type: company.ContractType,
  signers: readonly string[],
  now: number,
): Promise<'ok' | 'signed' | 'started'> {
  const updated = await db.query(
    `UPDATE company_contracts SET signers = $3::text[], validated_at = $4
     WHERE company_rut = $1 AND contract_type = $2 AND signed_at IS NULL AND signature_count = 0
     RETURNING 1`,
    [companyRut, type, signers, now],
  );
  if (updated.length) return 'ok';
  const [row] = await db.query<{ signed_at: string | null }>(
    'SELECT signed_at FROM company_contracts WHERE company_rut = $1 AND contract_type = $2',
    [companyRut, type],
  );
  return row?.signed_at != null ? 'signed' : 'started';
}

export type SignOutcome =
  'signed' | 'repeat' | 'reused' | 'notValidated' | 'notSignatory' | 'closed';

/**
 * Records `attorneyRut`'s signature, idempotent by `authorizationId`. One statement: it locks
 * the contract row (so parallel signatures queue there and each reads the newest signature
 * count), inserts the signature when the attorney is in the set and has not signed, and counts
 * it; the signature that completes the set marks the contract signed. No signature is lost and
 * the last one always sees the others.
 */
export async function signContract(
  db: Database,
  companyRut: string,
  type: company.ContractType,
  attorneyRut: string,
  authorizationId: string,
  now: number,
): Promise<SignOutcome> {
  const [earlier] = await db.query<{ mine: boolean }>(
    `SELECT (company_rut = $2 AND contract_type = $3 AND attorney_rut = $4) AS mine
     FROM company_contract_signatures WHERE authorization_id = $1`,
    [authorizationId, companyRut, type, attorneyRut],
  );
  if (earlier) return earlier.mine ? 'repeat' : 'reused';
  const [result] = await db.query<{ inserted: boolean; signers: string[] | null }>(
    `WITH locked AS (
       SELECT signers, signed_at FROM company_contracts
       WHERE company_rut = $1 AND contract_type = $2 FOR UPDATE
     ), ins AS (
       INSERT INTO company_contract_signatures
         (company_rut, contract_type, attorney_rut, authorization_id, signed_at)
       SELECT $1, $2, $3, $4, $5 FROM locked
       WHERE locked.signed_at IS NULL AND $3 = ANY (locked.signers)
       ON CONFLICT DO NOTHING
       RETURNING attorney_rut
     ), counted AS (
       UPDATE company_contracts c
       SET signature_count = c.signature_count + 1,
           signed_at = CASE WHEN c.signature_count + 1 >= cardinality(c.signers) THEN $5 END
       FROM ins WHERE c.company_rut = $1 AND c.contract_type = $2
       RETURNING 1
     )
     SELECT EXISTS (SELECT 1 FROM counted) AS inserted, (SELECT signers FROM locked) AS signers`,
    [companyRut, type, attorneyRut, authorizationId, now],
  );
  if (result?.inserted) return 'signed';
  // Nothing inserted: already signed by this attorney (another id), or not allowed.
  const [own] = await db.query(
    `SELECT 1 FROM company_contract_signatures
     WHERE company_rut = $1 AND contract_type = $2 AND attorney_rut = $3`,
    [companyRut, type, attorneyRut],
  );
  if (own) return 'repeat';
  const [row] = await db.query<{ signed_at: string | null; signers: string[] }>(
    'SELECT signed_at, signers FROM company_contracts WHERE company_rut = $1 AND contract_type = $2',
    [companyRut, type],
  );
  if (!row) return 'notValidated';
  if (row.signed_at !== null) return 'closed';
  if (!row.signers.length) return 'notValidated';
  return 'notSignatory';
}
