import type { wizard } from '@inversiones/contract';
import { wizard as contract } from '@inversiones/contract';
import { formatDisplayDate, toWireDate } from '@inversiones/es-cl';
import type { Database } from '../db/database.ts';
import { catalogueDocument, catalogueDocuments, contracts } from './catalogue.ts';
import { signedRecords, type SignedRecord } from './signatures.ts';

type DocumentWire = wizard.ContractDocumentWire;
type Group = { titulo: string; documentos: DocumentWire[] };

/** The calendar date of an instant in UTC, as the API dates everything. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** DD/MM/YYYY (UTC, like the API's other dates). */
export const displayDate = (ms: number) => formatDisplayDate(utcDay(ms));

/** YYYYMMDD, the spec's wire format. */
export const wireDate = (ms: number) => toWireDate(utcDay(ms));

/** Title of the list of every signed document (our wording). */
export const SIGNED_GROUP_TITLE = 'Documentos firmados';

export function documentWire(key: string, record?: SignedRecord): DocumentWire {
  const doc = catalogueDocument(key);
  return {
    key,
    nombre: doc?.nombre ?? key,
    url: contract.documentPdfPath(key),
    firmado: Boolean(record),
    fechaAutorizacion: record ? displayDate(record.signedAt) : null,
    dateSigned: record ? wireDate(record.signedAt) : null,
    obligatorio: doc?.obligatorio ?? false,
    descripcion: doc?.descripcion,
  };
}

/**
 * The sign-documents status of `rut`: with a contract id, that contract's documents (signed or
 * pending); without, every document signed, oldest first. Null for an unknown contract.
 */
export async function documentGroups(
  db: Database,
  rut: string,
  contractId: string | null,
): Promise<Group[] | null> {
  const records = await signedRecords(db, rut);
  const byKey = new Map(records.map((r) => [r.key, r]));
  if (contractId) {
    const bundle = contracts[contractId];
    if (!bundle) return null;
    return [
      {
        titulo: bundle.titulo,
        documentos: bundle.documentos.map((key) => documentWire(key, byKey.get(key))),
      },
    ];
  }
  const known = new Set(catalogueDocuments.map((d) => d.key));
  const signed = records.filter((r) => known.has(r.key));
  return [{ titulo: SIGNED_GROUP_TITLE, documentos: signed.map((r) => documentWire(r.key, r)) }];
}
