import { useFileDownloads } from '../documents/use-file-downloads.ts';
import type { SignDocument } from './calls.ts';

/** The name the API gives a document's PDF, in case its answer names none. */
const fileName = (document: SignDocument) =>
  `documento-${document.id}-v${document.version}${document.firmas.length > 0 ? '-firmado' : ''}.pdf`;

/**
 * Each document's PDF, checked to be a PDF before it is saved: the document as sent, or once
 * signed the same document with its signature page.
 */
export function useDocumentFiles() {
  const files = useFileDownloads();
  return {
    open: (document: SignDocument) =>
      files.download(document.id, {
        path: document.archivo,
        fallbackName: fileName(document),
        kind: 'pdf',
      }),
    /** The document whose PDF is opening (the list shows one at a time). */
    openingId: [...files.downloadingIds][0],
    /** The documents whose last PDF failed (until it is asked again). */
    failedIds: [...files.failedIds],
  };
}
