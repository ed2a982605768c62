import { documentSigning } from '@inversiones/contract';
import { apiGet, apiSend } from '../../http/client.ts';
import type { CodeConfirmation } from '../security-pass/use-code-signature.ts';

export type SignDocument = documentSigning.SignDocument;

/** The active profile's documents: a person's own, or the company's. */
export async function loadDocuments(signal: AbortSignal): Promise<SignDocument[]> {
  const { documentos } = await apiGet(documentSigning.list, { signal });
  return documentos;
}

/** Signs a document (its reading declared); answers it as it is now. Failures are the modal's. */
export const signDocument = (id: string, confirmation: CodeConfirmation): Promise<SignDocument> =>
  apiSend(
    documentSigning.sign,
    { declaracion: true, ...confirmation },
    { params: { id }, onError: false },
  );

/** Rejects a document with a reason; answers it as it is now. Failures are the modal's. */
export const rejectDocument = (id: string, motivo: string): Promise<SignDocument> =>
  apiSend(documentSigning.reject, { motivo }, { params: { id }, onError: false });
