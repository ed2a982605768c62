// Saving a PDF the API serves, as a file (a GET's blob) or as JSON (`{ fileName, base64 }` from a
// POST): what is saved is checked to be a PDF, never an error page under a .pdf name.
import { apiBlob } from '../../http/client.ts';
import { saveBlob } from './download-document.ts';

/** Every PDF starts with these bytes. */
const PDF_MAGIC = '%PDF-';

async function assertPdf(blob: Blob): Promise<void> {
  const head = new TextDecoder().decode(await blob.slice(0, PDF_MAGIC.length).arrayBuffer());
  if (head !== PDF_MAGIC) throw new Error('La respuesta no es un PDF.');
}

/** GETs `path` through the HTTP client (the session's headers) and saves it. */
export async function savePdfFrom(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiBlob(path);
  await assertPdf(blob);
  saveBlob(blob, fileName ?? fallbackName);
}

/** Runs `load` (a POST answering the PDF as base64) and saves what it answers. */
export async function savePdfAnswer(
  load: () => Promise<{ fileName: string; base64: string }>,
): Promise<void> {
  const { fileName, base64 } = await load();
  const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], {
    type: 'application/pdf',
  });
  await assertPdf(blob);
  saveBlob(blob, fileName);
}
