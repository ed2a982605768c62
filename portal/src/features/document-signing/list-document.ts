import type { documentSigning } from '@inversiones/contract';
import type { SigningDocument, SigningDocumentState } from '@inversiones/design-system';
import { formatInstant, formatRut } from '@inversiones/design-system/es-cl';
import type { SignDocument } from './calls.ts';

/** A document as the design system's list shows it, with the API's record for the calls. */
export interface ListDocument extends SigningDocument {
  source: SignDocument;
}

const states: Record<documentSigning.DocumentState, SigningDocumentState> = {
  porFirmar: 'toSign',
  nuevaVersion: 'newVersion',
  firmadoDigital: 'signedDigitally',
  firmadoFisico: 'signedOnPaper',
  rechazado: 'rejected',
};

/** The API's document in the list's words: dates and ruts as Chile reads them. */
export function toListDocument(document: SignDocument): ListDocument {
  const signedAt = (rut: string) => {
    const signature = document.firmas.find((firma) => firma.rut === rut);
    return signature ? formatInstant(signature.firmadoEl) : null;
  };
  return {
    id: document.id,
    title: document.titulo,
    version: document.version,
    issuedOn: document.emitidoEl,
    description: document.descripcion || undefined,
    state: states[document.estado],
    canSign: document.puedeFirmar,
    // An attorney who signed may still reject while the company's document waits for another.
    canReject: document.puedeRechazar,
    // Its file carries a signature page from the first signature on.
    hasSignatures: document.firmas.length > 0,
    rejection: document.rechazo
      ? { reason: document.rechazo.motivo, rejectedAt: formatInstant(document.rechazo.rechazadoEl) }
      : null,
    company: document.empresa
      ? {
          attorneys: document.empresa.apoderados.map((attorney) => ({
            id: attorney.rut,
            name: attorney.nombre,
            rut: formatRut(attorney.rut),
            power: attorney.poder,
            signedAt: attorney.firmado ? signedAt(attorney.rut) : null,
            isCurrentUser: attorney.usted,
          })),
          missing: document.empresa.falta,
        }
      : null,
    source: document,
  };
}
