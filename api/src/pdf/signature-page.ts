// The last page of a signed document: the bytes signed stay unchanged before it, and it lists
// each signature's evidence (who, as which profile, when, with which factor) and the SHA-256 of
// those bytes, so anyone can check the document is the one signed.
import { createHash } from 'node:crypto';
import { formatRut } from '@inversiones/es-cl';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { BROKER } from '../market/catalogue.ts';
import { Writer } from './pdf-writer.ts';

export interface SignatureEvidence {
  signerRut: string;
  signerName: string;
  profileName: string;
  method: 'cronto' | 'sms' | 'email';
  signedAt: number;
  pdfSha256: string;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const methodNames: Readonly<Record<SignatureEvidence['method'], string>> = {
  cronto: 'Aplicación autenticadora (Pase de Seguridad)',
  sms: 'Código enviado por SMS (Pase de Seguridad)',
  email: 'Código enviado por correo electrónico (Pase de Seguridad)',
};

const santiagoStamp = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  dateStyle: 'short',
  timeStyle: 'medium',
});

const columns = [
  { header: 'Dato', width: 0.45 },
  { header: 'Valor', width: 0.55 },
];

/** `signed` (the exact bytes signed) with the signature page appended. */
export async function withSignaturePage(
  signed: Uint8Array,
  subject: string,
  signatures: readonly SignatureEvidence[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(signed, { updateMetadata: false });
  const last = Math.max(...signatures.map((s) => s.signedAt));
  pdf.setModificationDate(new Date(last));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(pdf, regular, bold, '');
  w.heading(BROKER, 'Constancia de firma electrónica', [subject]);
  for (const [i, signature] of signatures.entries()) {
    w.table(signatures.length > 1 ? `Firma ${i + 1}` : 'Firma', columns, [
      ['Firmado por', signature.signerName],
      ['RUT del firmante', formatRut(signature.signerRut)],
      ['Actuando como', signature.profileName],
      ['Fecha y hora (Santiago)', santiagoStamp.format(signature.signedAt)],
      ['Segundo factor', methodNames[signature.method]],
    ]);
  }
  const hash = signatures[0]?.pdfSha256 ?? sha256(signed);
  w.y -= 22;
  w.room(80);
  w.text('Huella SHA-256 del documento firmado (páginas anteriores)', 10, { bold: true });
  w.y -= 14;
  w.text(hash.slice(0, 32), 9);
  w.y -= 12;
  w.text(hash.slice(32), 9);
  w.y -= 18;
  w.notes([
    'La huella identifica exactamente el documento que se revisó y firmó: cualquier cambio en él daría otra huella. La corredora conserva el registro de cada firma.',
  ]);
  return pdf.save();
}
