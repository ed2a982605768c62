import { useId, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { type DateInput, formatDisplayDate, formatFileSize } from '@inversiones/es-cl';
import { DownloadButton, DownloadError, DownloadProgress } from '../private/DownloadAction.tsx';
import { Heading, type HeadingLevel } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { Loader } from '../Loader/index.ts';
import { StateMessage } from '../StateMessage/index.ts';
import { useDownloadAnnouncement } from '../private/download-announcement.ts';
import * as s from './DownloadList.css.ts';

const m = messages.documentDownloads.list;

/** One downloadable file. */
export interface DownloadItem {
  id: string;
  /** The file name or title the client recognises: 'Cartola_Marzo_2025.pdf'. */
  name: string;
  /** An optional line under the name: 'Fondo Mutuo Renta Chile Serie A'. */
  description?: string;
  /** Size in bytes, shown as '245 KB' or '1,2 MB'. */
  sizeBytes?: number;
  /** A date-only value (Date, 'YYYYMMDD' or 'YYYY-MM-DD'), shown as DD/MM/YYYY. */
  date?: DateInput;
}

type IdSet = readonly string[] | ReadonlySet<string>;

export interface DownloadListProps {
  items: readonly DownloadItem[];
  /** Called with the item to download, and again from 'Reintentar' after a failure. */
  onDownload: (item: DownloadItem) => void;
  /** Ids downloading now: their button says 'Descargando...' and ignores presses. */
  downloadingIds?: IdSet;
  /** Percent done (0-100) of downloads that report it; others show only the pending button. */
  progress?: Readonly<Record<string, number>>;
  /** Ids whose last download failed: an error line and 'Reintentar'. */
  failedIds?: IdSet;
  /** A visible heading that also names the list. */
  title?: ReactNode;
  titleLevel?: Exclude<HeadingLevel, 1>;
  /** Names the list when there is no visible title. */
  'aria-label'?: string;
  /** The list is loading: 'Cargando...'. */
  isLoading?: boolean;
  /** Shown when there are no items (default, the spec's 'No posee documentos.'). */
  emptyText?: string;
  /** The button's label (default 'Descargar'); the item's name is added for screen readers. */
  downloadLabel?: string;
}

const toSet = (ids: IdSet | undefined): ReadonlySet<string> =>
  ids instanceof Set ? ids : new Set(ids as readonly string[] | undefined);

function displayDate(date: DateInput | undefined): string | null {
  if (date === undefined) return null;
  try {
    return formatDisplayDate(date);
  } catch {
    // A malformed date from the server is left out rather than breaking the list.
    return null;
  }
}

/**
 * A list of PDF files, each with a download button that shows its own progress ('Descargando...',
 * an optional percentage bar) and a per-item error with 'Reintentar'. Starts, ends and failures
 * are announced politely.
 */
export function DownloadList({
  items,
  onDownload,
  downloadingIds,
  progress,
  failedIds,
  title,
  titleLevel = 2,
  'aria-label': ariaLabel,
  isLoading = false,
  emptyText = m.empty,
  downloadLabel = m.download,
}: DownloadListProps) {
  const titleId = `${useId()}-title`;
  const downloading = toSet(downloadingIds);
  const failed = toSet(failedIds);
  const announcement = useDownloadAnnouncement(
    { downloading, failed },
    (id) => items.find((item) => item.id === id)?.name,
  );

  const labelProps =
    title !== undefined && title !== null && title !== ''
      ? { 'aria-labelledby': titleId }
      : { 'aria-label': ariaLabel };

  let body: ReactNode;
  if (isLoading) body = <Loader />;
  else if (items.length === 0) body = <StateMessage title={emptyText} titleLevel={3} />;
  else
    body = (
      <ul className={s.list} {...labelProps}>
        {items.map((item) => (
          <DownloadRow
            key={item.id}
            item={item}
            isDownloading={downloading.has(item.id)}
            isFailed={failed.has(item.id) && !downloading.has(item.id)}
            percent={progress?.[item.id]}
            downloadLabel={downloadLabel}
            onDownload={onDownload}
          />
        ))}
      </ul>
    );

  return (
    <div className={s.root} aria-busy={isLoading || undefined}>
      {labelProps['aria-labelledby'] ? (
        <Heading level={titleLevel} size="lg" id={titleId}>
          {title}
        </Heading>
      ) : null}
      {body}
      <VisuallyHidden>
        <div role="status">{announcement}</div>
      </VisuallyHidden>
    </div>
  );
}

interface DownloadRowProps {
  item: DownloadItem;
  isDownloading: boolean;
  isFailed: boolean;
  percent: number | undefined;
  downloadLabel: string;
  onDownload: (item: DownloadItem) => void;
}

function DownloadRow({
  item,
  isDownloading,
  isFailed,
  percent,
  downloadLabel,
  onDownload,
}: DownloadRowProps) {
  const errorId = `${useId()}-error`;
  const size = item.sizeBytes === undefined ? '' : formatFileSize(item.sizeBytes);
  const date = displayDate(item.date);
  const state = isDownloading ? 'downloading' : isFailed ? 'failed' : 'idle';

  return (
    <li className={s.item} data-state={state} aria-busy={isDownloading || undefined}>
      <span className={s.fileIcon}>
        <Icon name="document" />
      </span>
      <div className={s.info}>
        <p className={s.name}>{item.name}</p>
        {item.description ? <p className={s.description}>{item.description}</p> : null}
        {size || date ? (
          <p className={s.meta}>
            {size ? <span className={s.metaPart}>{size}</span> : null}
            {date ? <span className={s.metaPart}>{date}</span> : null}
          </p>
        ) : null}
        {isDownloading && percent !== undefined ? (
          <DownloadProgress name={item.name} percent={percent} />
        ) : null}
        {isFailed ? <DownloadError id={errorId} /> : null}
      </div>
      <span className={s.action}>
        <DownloadButton
          name={item.name}
          isDownloading={isDownloading}
          isFailed={isFailed}
          label={downloadLabel}
          errorId={errorId}
          onPress={() => onDownload(item)}
        />
      </span>
    </li>
  );
}
