import type { Database } from '../db/database.ts';
import { catalogueDocument, contracts } from './catalogue.ts';

export interface SignedRecord {
  key: string;
  /** Epoch ms of the signature. */
  signedAt: number;
}

/** Records the signature of `keys` by `rut` at `at` (a document already signed keeps its date). */
export async function recordSignatures(
  db: Database,
  rut: string,
  keys: readonly string[],
  at: number,
): Promise<void> {
  for (const key of keys) {
    await db.query(
      `INSERT INTO document_signatures (rut, document_key, signed_at) VALUES ($1, $2, $3)
       ON CONFLICT (rut, document_key) DO NOTHING`,
      [rut, key, at],
    );
  }
}

/** Every document `rut` signed, with its date, oldest first. */
export async function signedRecords(db: Database, rut: string): Promise<SignedRecord[]> {
  const rows = await db.query<{ document_key: string; signed_at: string | number }>(
    `SELECT document_key, signed_at FROM document_signatures WHERE rut = $1
     ORDER BY signed_at, document_key`,
    [rut],
  );
  return rows.map((row) => ({ key: row.document_key, signedAt: Number(row.signed_at) }));
}

/** The documents a contract signs: the ticked ones it bundles plus its mandatory ones. */
export function documentsToSign(contractId: string, ticked?: readonly string[]): string[] | null {
  const contract = contracts[contractId];
  if (!contract) return null;
  return contract.documentos.filter(
    (key) => !ticked || ticked.includes(key) || catalogueDocument(key)?.obligatorio,
  );
}
