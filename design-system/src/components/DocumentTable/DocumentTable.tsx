import type { RowData } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { BulkDownloadBar, BULK_DOWNLOAD_MAX } from '../BulkDownloadBar/index.ts';
import { DataTable, type DataTableColumn } from '../DataTable/index.ts';
import { useDownloadAnnouncement } from '../private/download-announcement.ts';
import { DownloadButton, DownloadError, DownloadProgress } from '../private/DownloadAction.tsx';
import * as s from './DocumentTable.css.ts';

type IdSet = readonly string[] | ReadonlySet<string>;

/** What a row may be (an object): for components that wrap this table. */
export type DocumentRow = RowData;

const toSet = (ids: IdSet | undefined): ReadonlySet<string> =>
  ids instanceof Set ? ids : new Set(ids as readonly string[] | undefined);

export interface DocumentTableProps<T extends RowData> {
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** The caller's columns (folio, date, type, amount); the download column is added after them. */
  columns: readonly DataTableColumn<T>[];
  /** Names a row: its checkbox ('Seleccionar factura 123') and its download button. */
  rowLabel: (row: T) => string;
  /** A visible caption that names the table. */
  caption?: ReactNode;
  'aria-label'?: string;
  isLoading?: boolean;
  emptyMessage?: ReactNode;
  /** Downloads one row's file; called again from 'Reintentar' after a failure. */
  onDownload: (row: T) => void;
  /** Row ids downloading now ('Descargando...', presses ignored). */
  downloadingIds?: IdSet;
  /** Percent done (0-100) of the downloads that report it. */
  progress?: Readonly<Record<string, number>>;
  /** Row ids whose last download failed: a line saying so and 'Reintentar'. */
  failedIds?: IdSet;
  /** The selected row ids (controlled), kept across pages. */
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
  /** Downloads the selection as one zip; never called with more than `max` ids. */
  onDownloadSelected: (ids: string[]) => void;
  /** The most rows one zip may hold (default 10, the spec's limit). */
  max?: number;
  /** The zip is being prepared. */
  isBulkPending?: boolean;
  /** Why the last zip failed, announced as it appears. */
  bulkError?: ReactNode;
}

/**
 * A table of documents to download: each row's PDF with its own progress and failure, and a
 * selection (kept across pages) for one zip of up to `max` files; over the limit the zip cannot be
 * asked for and a polite message says why. Starts, ends and failures are announced.
 */
export function DocumentTable<T extends RowData>({
  rows,
  getRowId,
  columns,
  rowLabel,
  caption,
  'aria-label': ariaLabel,
  isLoading = false,
  emptyMessage,
  onDownload,
  downloadingIds,
  progress,
  failedIds,
  selectedIds,
  onSelectionChange,
  onDownloadSelected,
  max = BULK_DOWNLOAD_MAX,
  isBulkPending = false,
  bulkError,
}: DocumentTableProps<T>) {
  const baseId = useId();
  const downloading = toSet(downloadingIds);
  const failed = toSet(failedIds);
  const byId = new Map(rows.map((row) => [getRowId(row), row]));
  const announcement = useDownloadAnnouncement({ downloading, failed }, (id) => {
    const row = byId.get(id);
    return row === undefined ? undefined : rowLabel(row);
  });
  // A selection can name rows the table no longer has (a new list): only present ones count.
  const selected = selectedIds.filter((id) => byId.has(id));

  const downloadColumn: DataTableColumn<T> = {
    id: 'descargar',
    header: messages.documentDownloads.table.download,
    sortable: false,
    hideLabelOnCard: true,
    cell: (row) => {
      const id = getRowId(row);
      const name = rowLabel(row);
      const isDownloading = downloading.has(id);
      const isFailed = failed.has(id) && !isDownloading;
      const errorId = `${baseId}-${id}-error`;
      const percent = progress?.[id];
      return (
        <span className={s.action}>
          <DownloadButton
            name={name}
            isDownloading={isDownloading}
            isFailed={isFailed}
            label={messages.documentDownloads.list.download}
            errorId={errorId}
            onPress={() => onDownload(row)}
          />
          {isDownloading && percent !== undefined ? (
            <DownloadProgress name={name} percent={percent} />
          ) : null}
          {isFailed ? <DownloadError id={errorId} /> : null}
        </span>
      );
    },
  };

  return (
    <div className={s.root}>
      <BulkDownloadBar
        selectedCount={selected.length}
        max={max}
        isPending={isBulkPending}
        errorMessage={bulkError}
        onClearSelection={() => onSelectionChange([])}
        onDownload={() => {
          if (selected.length > 0 && selected.length <= max) onDownloadSelected(selected);
        }}
      />
      <DataTable
        data={rows}
        columns={[...columns, downloadColumn]}
        getRowId={(row) => getRowId(row)}
        rowLabel={rowLabel}
        {...(caption ? { caption } : { 'aria-label': ariaLabel })}
        isLoading={isLoading}
        {...(emptyMessage === undefined ? {} : { emptyMessage })}
        selectable
        selectedIds={selected}
        onSelectionChange={(ids) => onSelectionChange(ids)}
      />
      <VisuallyHidden>
        <div role="status">{announcement}</div>
      </VisuallyHidden>
    </div>
  );
}
