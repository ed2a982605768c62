import { DocumentTable, type DataTableColumn, type DocumentRow } from '@inversiones/design-system';
import { useState, type ReactNode } from 'react';
import { downloadErrorText } from './bulk-error.ts';
import { useFileDownloads, useSingleDownload } from './use-file-downloads.ts';

export interface ZippableDocumentTableProps<T extends DocumentRow> {
  rows: readonly T[];
  columns: DataTableColumn<T>[];
  /** The document's key: its row id and what the zip call names. */
  keyOf: (row: T) => string;
  rowLabel: (row: T) => string;
  caption: ReactNode;
  /** A row's PDF: its path under the API and the name to save it by when the server gives none. */
  pdfOf: (row: T) => { path: string; fallbackName: string };
  /** The bulk download's path (POST `{ claves }`) and its fallback zip name. */
  zip: { path: string; fallbackName: string };
}

/**
 * A list of the profile's documents of one kind (invoices, research, patents and annexes): each
 * PDF on its own with its progress, or up to 10 chosen in one zip; a refused zip keeps the
 * selection and says why.
 */
export function ZippableDocumentTable<T extends DocumentRow>({
  rows,
  columns,
  keyOf,
  rowLabel,
  caption,
  pdfOf,
  zip,
}: ZippableDocumentTableProps<T>) {
  const files = useFileDownloads();
  const bulk = useSingleDownload(downloadErrorText);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <DocumentTable
      rows={rows}
      columns={columns}
      getRowId={keyOf}
      rowLabel={rowLabel}
      caption={caption}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        bulk.clearError();
      }}
      onDownload={(row) => files.download(keyOf(row), { ...pdfOf(row), kind: 'pdf' })}
      downloadingIds={files.downloadingIds}
      failedIds={files.failedIds}
      progress={files.progress}
      onDownloadSelected={(ids) => bulk.download({ ...zip, body: { claves: ids }, kind: 'zip' })}
      isBulkPending={bulk.isPending}
      bulkError={bulk.error}
    />
  );
}
