// Download state of an item's documents for the design-system DownloadList: 'Descargando...'
// while a download runs, the row's 'Reintentar' after a failure.
import type { DownloadItem } from '@inversiones/design-system';
import { useCallback, useState } from 'react';
import { downloadDocument } from '../../documents/download-document.ts';
import type { ItemDocument } from './item-documents.ts';

const withId = (ids: ReadonlySet<string>, id: string, present: boolean): ReadonlySet<string> => {
  const next = new Set(ids);
  if (present) next.add(id);
  else next.delete(id);
  return next;
};

export function useDocumentDownloads(documents: readonly ItemDocument[]) {
  const [downloadingIds, setDownloading] = useState<ReadonlySet<string>>(() => new Set());
  const [failedIds, setFailed] = useState<ReadonlySet<string>>(() => new Set());

  const onDownload = useCallback(
    (item: DownloadItem) => {
      const doc = documents.find((candidate) => candidate.id === item.id);
      if (!doc) return;
      setDownloading((ids) => withId(ids, doc.id, true));
      setFailed((ids) => withId(ids, doc.id, false));
      downloadDocument(doc)
        // Spec 8: the failure is logged by downloadDocument ('error espuesta'); the list only
        // offers its quiet 'Reintentar'.
        .catch(() => setFailed((ids) => withId(ids, doc.id, true)))
        .finally(() => setDownloading((ids) => withId(ids, doc.id, false)));
    },
    [documents],
  );

  return { downloadingIds, failedIds, onDownload };
}
