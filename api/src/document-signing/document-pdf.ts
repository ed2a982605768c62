// A document sent to sign, printed from its stored text: deterministic (its instant is its issue
// date), so the bytes each signer previewed are the bytes hashed.
import { formatDisplayDate, formatRut } from '@inversiones/es-cl';
import { BROKER } from '../market/catalogue.ts';
import { santiagoInstant } from '../market/clock.ts';
import { createPdf } from '../pdf/pdf-base.ts';
import { Writer } from '../pdf/pdf-writer.ts';
import { withSignaturePage } from '../pdf/signature-page.ts';
import type { DocumentWithRecords, SignDocumentRow } from './documents.ts';

export async function documentPdf(document: SignDocumentRow): Promise<Uint8Array> {
  const { pdf, regular, bold } = await createPdf({
    title: `${document.title} (versión ${document.version})`,
    author: BROKER,
    subject: 'Documento para firma',
    at: new Date(santiagoInstant(document.issuedOn, '09:00')),
  });
  const w = new Writer(pdf, regular, bold, '');
  w.heading(BROKER, document.title, [
    `Versión ${document.version} · emitido el ${formatDisplayDate(document.issuedOn)}`,
    `${document.companyPower ? 'Empresa' : 'Cliente'}: ${document.ownerName}, RUT ${formatRut(document.ownerRut)}`,
  ]);
  w.y -= 24;
  w.notes(document.body, 10);
  return pdf.save();
}

/** The document with the page of its digital signatures, once it has any. */
export async function documentPdfWithSignatures(document: DocumentWithRecords) {
  const bytes = await documentPdf(document);
  if (!document.signatures.length) return bytes;
  return withSignaturePage(
    bytes,
    `${document.title} · versión ${document.version}`,
    document.signatures,
  );
}
