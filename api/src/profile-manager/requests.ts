import { createHash, randomInt } from 'node:crypto';
import { profileManager, securityPass } from '@inversiones/contract';
import type { Database } from '../db/database.ts';
import type { CanonicalChange } from './mandataries.ts';

const { BLOCK_MINUTES, CODE_SECONDS, MAX_WRONG_CODES, RESEND_WAIT_SECONDS } = profileManager;
export const CODE_MS = CODE_SECONDS * 1000;
export const RESEND_WAIT_MS = RESEND_WAIT_SECONDS * 1000;
export const BLOCK_MS = BLOCK_MINUTES * 60_000;
/** Codes one request may have sent (the first and two resends). */
export const SENDS_PER_REQUEST = 3;

export interface RequestRow {
  id: string;
  client_id: number;
  company_rut: string;
  change: CanonicalChange;
  code_hash: string | null;
  expires_at: string | number;
  sent_at: string | number;
  sends: number;
  status: 'pendiente' | 'aplicado' | 'anulado';
}

export const newCode = () =>
  String(randomInt(0, 1_000_000)).padStart(securityPass.CODE_LENGTH, '0');

// Bound to the request id: a code is worth nothing for another change, and is not in clear.
export const hashCode = (requestId: string, code: string) =>
  createHash('sha256').update(`mandatarios:${requestId}:${code}`).digest('hex');

export async function findRequest(db: Database, id: string): Promise<RequestRow | undefined> {
  const [row] = await db.query<RequestRow>(
    'SELECT * FROM mandatary_change_requests WHERE id = $1',
    [id],
  );
  return row;
}

/** A new request with its code; false when the id exists already. */
export async function createRequest(
  db: Database,
  request: { id: string; clientId: number; companyRut: string; change: CanonicalChange },
  codeHash: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO mandatary_change_requests
       (id, client_id, company_rut, change, code_hash, expires_at, sent_at, created_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $7)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      request.id,
      request.clientId,
      request.companyRut,
      JSON.stringify(request.change),
      codeHash,
      now + CODE_MS,
      now,
    ],
  );
  return rows.length > 0;
}

/**
 * A new code for a pending request of this supervisor and company, only after the wait and under
 * the per-request cap (one conditional UPDATE: parallel resends send one code). The previous code
 * stops working.
 */
export async function renewCode(
  db: Database,
  request: { id: string; clientId: number; companyRut: string },
  codeHash: string,
  now: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE mandatary_change_requests
     SET code_hash = $4, sent_at = $5, expires_at = $6, sends = sends + 1
     WHERE id = $1 AND client_id = $2 AND company_rut = $3 AND status = 'pendiente'
       AND sent_at <= $7 AND sends < $8
     RETURNING id`,
    [
      request.id,
      request.clientId,
      request.companyRut,
      codeHash,
      now,
      now + CODE_MS,
      now - RESEND_WAIT_MS,
      SENDS_PER_REQUEST,
    ],
  );
  return rows.length > 0;
}

/** Voids a request (a rule now refuses it). */
export async function voidRequest(db: Database, id: string): Promise<void> {
  await db.query(
    `UPDATE mandatary_change_requests SET status = 'anulado', code_hash = NULL
     WHERE id = $1 AND status = 'pendiente'`,
    [id],
  );
}

/** When the supervisor's block for the company ends (epoch ms), or null. */
export async function blockedUntil(
  db: Database,
  clientId: number,
  companyRut: string,
  now: number,
): Promise<number | null> {
  const [row] = await db.query<{ failed_attempts: number; last_failed_at: string | number | null }>(
    `SELECT failed_attempts, last_failed_at FROM mandatary_code_failures
     WHERE client_id = $1 AND company_rut = $2`,
    [clientId, companyRut],
  );
  if (!row || row.failed_attempts < MAX_WRONG_CODES || row.last_failed_at === null) return null;
  const end = Number(row.last_failed_at) + BLOCK_MS;
  return end > now ? end : null;
}

/**
 * Counts a code check before it runs (so a parallel burst checks at most five); undefined when
 * the supervisor is blocked. A right code clears the count afterwards.
 */
export async function reserveCheck(
  db: Database,
  clientId: number,
  companyRut: string,
  now: number,
): Promise<{ failed_attempts: number } | undefined> {
  await db.query(
    `INSERT INTO mandatary_code_failures (client_id, company_rut) VALUES ($1, $2)
     ON CONFLICT (client_id, company_rut) DO NOTHING`,
    [clientId, companyRut],
  );
  const [row] = await db.query<{ failed_attempts: number }>(
    `UPDATE mandatary_code_failures SET
       failed_attempts = CASE WHEN failed_attempts >= $3 THEN 1 ELSE failed_attempts + 1 END,
       last_failed_at = $4
     WHERE client_id = $1 AND company_rut = $2
       AND (failed_attempts < $3 OR last_failed_at IS NULL OR last_failed_at <= $5)
     RETURNING failed_attempts`,
    [clientId, companyRut, MAX_WRONG_CODES, now, now - BLOCK_MS],
  );
  return row;
}

export async function clearFailures(db: Database, clientId: number, companyRut: string) {
  await db.query(
    `UPDATE mandatary_code_failures SET failed_attempts = 0
     WHERE client_id = $1 AND company_rut = $2`,
    [clientId, companyRut],
  );
}

/** The block voids every pending request of the supervisor for the company (their codes too). */
export async function voidPending(db: Database, clientId: number, companyRut: string) {
  await db.query(
    `UPDATE mandatary_change_requests SET status = 'anulado', code_hash = NULL
     WHERE client_id = $1 AND company_rut = $2 AND status = 'pendiente'`,
    [clientId, companyRut],
  );
}
