import type { ReactNode } from 'react';
import * as messages from '../../messages.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import * as s from './BulkDownloadBar.css.ts';

const m = messages.documentDownloads.bulk;

/** The most items one bulk (zip) download may hold (portal-spec: invoices, research reports). */
export const BULK_DOWNLOAD_MAX = 10;

export interface BulkDownloadBarProps {
  /** How many items are selected now (the selection itself lives in the table or list). */
  selectedCount: number;
  /** Downloads the selection as one zip. */
  onDownload: () => void;
  /** The most items per download (default 10, the spec's limit). */
  max?: number;
  /** The zip is being prepared: 'Descargando...', presses ignored. */
  isPending?: boolean;
  /** Shows 'Quitar selección' while something is selected. */
  onClearSelection?: () => void;
  /** Why the last bulk download failed, and what to do next; announced as it appears. */
  errorMessage?: ReactNode;
  /** Names the bar (default 'Descarga de documentos seleccionados'). */
  'aria-label'?: string;
}

/**
 * The bar of a bulk download: how many items are selected, 'Descargar seleccionados' (only with
 * 1 to `max` items) and, beyond the limit, a polite message that asks to remove some.
 */
export function BulkDownloadBar({
  selectedCount,
  onDownload,
  max = BULK_DOWNLOAD_MAX,
  isPending = false,
  onClearSelection,
  errorMessage,
  'aria-label': ariaLabel = m.label,
}: BulkDownloadBarProps) {
  const count = Math.max(0, Math.floor(selectedCount));
  const isOverLimit = count > max;
  return (
    <div role="group" aria-label={ariaLabel} className={s.root}>
      <div className={s.row}>
        <div className={s.summary}>
          {/* A polite status: each change of the selection is heard without moving focus. */}
          <p role="status" className={s.count} data-over-limit={isOverLimit || undefined}>
            {m.selected(count)}
          </p>
          {isOverLimit ? null : <p className={s.hint}>{m.hint(max)}</p>}
        </div>
        <div className={s.actions}>
          {onClearSelection && count > 0 ? (
            <Button variant="tertiary" size="sm" onPress={onClearSelection} isDisabled={isPending}>
              {m.clear}
            </Button>
          ) : null}
          <Button
            icon={<Icon name="download" size="sm" />}
            isDisabled={count === 0 || isOverLimit}
            isPending={isPending}
            pendingLabel={m.downloading}
            onPress={onDownload}
          >
            {m.download}
          </Button>
        </div>
      </div>
      {/* Present from the start so the limit message is announced when it appears. */}
      <div aria-live="polite">
        {isOverLimit ? <Alert priority="warning">{m.tooMany(max)}</Alert> : null}
      </div>
      {errorMessage ? (
        <Alert priority="error" isLive>
          {errorMessage}
        </Alert>
      ) : null}
    </div>
  );
}
