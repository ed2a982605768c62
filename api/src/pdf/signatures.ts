import type { Database } from '../db/database.ts';
import { catalogueDocument, contracts } from './catalogue.ts';

// Signatures are kept in wizard_processed under a context of their own (one row per document and
// signer, first date kept): no schema change for the demo API.
const SIGNED_CONTEXT = 'firma-documento';

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
      `INSERT INTO wizard_processed (rut, context, wizard_id, processed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (rut, context, wizard_id) DO NOTHING`,
      [rut, SIGNED_CONTEXT, key, at],
    );
  }
}

/** Every document `rut` signed, with its date, oldest first. */
export async function signedRecords(db: Database, rut: string): Promise<SignedRecord[]> {
  const rows = await db.query<{ wizard_id: string; processed_at: string | number }>(
    `SELECT wizard_id, processed_at FROM wizard_processed WHERE rut = $1 AND context = $2
     ORDER BY processed_at, wizard_id`,
    [rut, SIGNED_CONTEXT],
  );
  return rows.map((row) => ({ key: row.wizard_id, signedAt: Number(row.processed_at) }));
}

/** The documents a contract signs: the ticked ones it bundles plus its mandatory ones. */
export function documentsToSign(contractId: string, ticked?: readonly string[]): string[] | null {
  const contract = contracts[contractId];
  if (!contract) return null;
  return contract.documentos.filter(
    (key) => !ticked || ticked.includes(key) || catalogueDocument(key)?.obligatorio,
  );
}
