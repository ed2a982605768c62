import type { company, documentSigning } from '@inversiones/contract';
import { formatRut } from '@inversiones/es-cl';
import type { Queryable } from '../db/database.ts';
import type { IsoDate } from '../market/iso-date.ts';
import type { SignatureEvidence } from '../pdf/signature-page.ts';

type State = documentSigning.DocumentState;

/** A document sent to sign, as stored: what is signed never changes. */
export interface SignDocumentRow {
  id: string;
  ownerRut: string;
  ownerName: string;
  title: string;
  description: string;
  body: readonly string[];
  version: number;
  replaces: string | null;
  issuedOn: IsoDate;
  /** A company's document: the contract whose attorneys' powers it needs. */
  companyPower: company.ContractType | null;
  signedOnPaper: IsoDate | null;
}

export interface DocumentSignature extends SignatureEvidence {
  profileCode: string;
  authorizationId: string;
}

export interface DocumentWithRecords extends SignDocumentRow {
  signatures: DocumentSignature[];
  rejection: { by: string; reason: string; at: number } | null;
}

interface Row {
  id: string;
  owner_rut: string;
  owner_name: string;
  title: string;
  description: string;
  body: string[];
  version: number;
  replaces: string | null;
  issued_on: string;
  company_power: company.ContractType | null;
  signed_on_paper: string | null;
  signatures: {
    signer_rut: string;
    signer_name: string;
    profile_code: string;
    profile_name: string;
    method: DocumentSignature['method'];
    signed_at: number;
    pdf_sha256: string;
    authorization_id: string;
  }[];
  rejection: { rejected_by: string; reason: string; rejected_at: number } | null;
}

const SELECT = `SELECT d.id::text AS id, d.owner_rut, d.owner_name, d.title, d.description, d.body,
    d.version, d.replaces::text AS replaces, d.issued_on::text AS issued_on, d.company_power,
    d.signed_on_paper::text AS signed_on_paper,
    COALESCE((SELECT json_agg(s ORDER BY s.signed_at) FROM sign_document_signatures s
              WHERE s.document_id = d.id), '[]'::json) AS signatures,
    (SELECT row_to_json(r) FROM sign_document_rejections r WHERE r.document_id = d.id) AS rejection
  FROM sign_documents d`;

const toDocument = (row: Row): DocumentWithRecords => ({
  id: row.id,
  ownerRut: row.owner_rut,
  ownerName: row.owner_name,
  title: row.title,
  description: row.description,
  body: row.body,
  version: row.version,
  replaces: row.replaces,
  issuedOn: row.issued_on,
  companyPower: row.company_power,
  signedOnPaper: row.signed_on_paper,
  signatures: row.signatures.map((s) => ({
    signerRut: s.signer_rut,
    signerName: s.signer_name,
    profileCode: s.profile_code,
    profileName: s.profile_name,
    method: s.method,
    signedAt: Number(s.signed_at),
    pdfSha256: s.pdf_sha256,
    authorizationId: s.authorization_id,
  })),
  rejection: row.rejection
    ? {
        by: row.rejection.rejected_by,
        reason: row.rejection.reason,
        at: Number(row.rejection.rejected_at),
      }
    : null,
});

/** The owner's documents, newest first. */
export async function documentsOf(db: Queryable, ownerRut: string) {
  const rows = await db.query<Row>(
    `${SELECT} WHERE d.owner_rut = $1 ORDER BY d.issued_on DESC, d.id DESC`,
    [ownerRut],
  );
  return rows.map(toDocument);
}

/** One of the owner's documents; another owner's is not found. */
export async function findDocument(db: Queryable, ownerRut: string, id: string) {
  const [row] = await db.query<Row>(`${SELECT} WHERE d.owner_rut = $1 AND d.id = $2`, [
    ownerRut,
    id,
  ]);
  return row ? toDocument(row) : undefined;
}

/** The attorneys who hold a power for the document's contract (a company's document). */
export const attorneysFor = (attorneys: readonly company.Attorney[], power: company.ContractType) =>
  attorneys.flatMap((a) => {
    const held = a.poderes[power];
    return held ? [{ rut: a.rut, nombre: a.nombre, poder: held }] : [];
  });

/**
 * Whether the signatures meet the company's powers (the SPF rule): one attorney with an
 * individual power, or two with joint powers. A person's own document: its owner signed.
 */
export function isComplete(
  document: DocumentWithRecords,
  attorneys: readonly { rut: string; poder: company.Power }[],
): boolean {
  const signers = new Set(document.signatures.map((s) => s.signerRut));
  if (!document.companyPower) return signers.has(document.ownerRut);
  const signed = attorneys.filter((a) => signers.has(a.rut));
  return signed.some((a) => a.poder === 'individual') || signed.length >= 2;
}

/** Spec 4's state of a document. */
export function stateOf(
  document: DocumentWithRecords,
  attorneys: readonly { rut: string; poder: company.Power }[],
): State {
  if (document.signedOnPaper) return 'firmadoFisico';
  if (document.rejection) return 'rechazado';
  if (isComplete(document, attorneys)) return 'firmadoDigital';
  return document.version > 1 ? 'nuevaVersion' : 'porFirmar';
}

/** What the company's powers still need, in words; null when nothing. */
export function missingSignatures(
  document: DocumentWithRecords,
  attorneys: readonly { rut: string; nombre: string; poder: company.Power }[],
): string | null {
  if (!document.companyPower || isComplete(document, attorneys)) return null;
  const signers = new Set(document.signatures.map((s) => s.signerRut));
  const others = attorneys.filter((a) => !signers.has(a.rut));
  const names = (list: readonly { nombre: string; rut: string }[]) =>
    list.map((a) => `${a.nombre} (${formatRut(a.rut)})`).join(' o ');
  if (signers.size === 0) {
    return 'Firma un apoderado con poder individual, o dos apoderados con poder conjunto.';
  }
  return `Falta la firma de otro apoderado: ${names(others)}.`;
}
