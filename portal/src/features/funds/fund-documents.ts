import { funds } from '@inversiones/contract';
import { apiBlob } from '../../http/client.ts';
import { saveBlob } from '../../wizard/documents/download-document.ts';

/** Every PDF starts with these bytes: anything else (an error page) is not saved as one. */
const PDF_MAGIC = '%PDF-';

/**
 * Downloads a fund's rules of procedure or information file through the HTTP client (blob, the
 * session's headers) and saves it; rejects when the call fails or the answer is not a PDF.
 */
export async function downloadFundDocument(
  fundId: string,
  document: funds.FundDocument,
  fallbackName: string,
): Promise<void> {
  const { blob, fileName } = await apiBlob(funds.fundDocumentPath(fundId, document));
  const head = new TextDecoder().decode(await blob.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (head !== PDF_MAGIC) throw new Error('La respuesta no es un PDF.');
  saveBlob(blob, fileName ?? `${fallbackName}.pdf`);
}
