import { useCallback, useState } from 'react';
import { downloadDocument, type DownloadableDocument } from '../documents/download-document.ts';

/** One download at a time: `downloadingId` while it runs, cleared on success and failure alike. */
export function useDocumentDownload() {
  const [downloadingId, setDownloadingId] = useState<string | undefined>();
  const download = useCallback(async (id: string, doc: Partial<DownloadableDocument>) => {
    if (!doc.url) return;
    setDownloadingId(id);
    try {
      await downloadDocument({ url: doc.url, nombre: doc.nombre, key: doc.key });
    } catch {
      // Spec 8: logged by downloadDocument, no user message; the button comes back.
    } finally {
      setDownloadingId((current) => (current === id ? undefined : current));
    }
  }, []);
  return { downloadingId, download };
}
