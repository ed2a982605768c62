import { useState } from 'react';
import { savePdfFrom } from '../../wizard/documents/pdf-download.ts';

type Download = { folio: string; status: 'running' | 'failed' } | null;

/** Where an operation's PDF receipt is, and the name it is saved with when the server gives none. */
export interface ReceiptFiles {
  pathOf: (folio: string) => string;
  fileNameOf: (folio: string) => string;
}

/** Saves an operation's PDF receipt, one at a time, and says which one is on its way or failed. */
export function useReceiptDownload(files: ReceiptFiles) {
  const [download, setDownload] = useState<Download>(null);
  const save = (folio: string) => {
    if (download?.status === 'running') return;
    setDownload({ folio, status: 'running' });
    savePdfFrom(files.pathOf(folio), files.fileNameOf(folio)).then(
      () => setDownload(null),
      () => setDownload({ folio, status: 'failed' }),
    );
  };
  return {
    save,
    isRunning: (folio: string) => download?.folio === folio && download.status === 'running',
    hasFailed: (folio: string) => download?.folio === folio && download.status === 'failed',
    anyFailed: download?.status === 'failed',
  };
}
