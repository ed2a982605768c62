import { ProgressBar, VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Icon } from '../Icon/index.ts';
import { spinner } from './button.css.ts';
import * as s from './download-action.css.ts';

const m = messages.documentDownloads.list;

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
const percentFormat = new Intl.NumberFormat('es-CL', { style: 'percent' });

export interface DownloadButtonProps {
  /** The file's name: added for screen readers, so every row's button is unique. */
  name: string;
  isDownloading: boolean;
  isFailed: boolean;
  /** The idle label ('Descargar'). */
  label: string;
  /** The failure line's id, when one is shown. */
  errorId?: string | undefined;
  onPress: () => void;
}

/** A file's download button: 'Descargando...' while it runs (presses ignored), 'Reintentar' after a failure. */
export function DownloadButton({
  name,
  isDownloading,
  isFailed,
  label,
  errorId,
  onPress,
}: DownloadButtonProps) {
  return (
    // Pending by hand rather than with isPending: focus stays on the button, presses are ignored,
    // and the list's own polite announcement is the only one (React Aria would add an assertive
    // one with the button's name).
    <Button
      variant={isFailed ? 'primary' : 'secondary'}
      size="sm"
      icon={
        isDownloading ? (
          <span className={spinner} aria-hidden="true" />
        ) : (
          <Icon name="download" size="sm" />
        )
      }
      aria-disabled={isDownloading || undefined}
      aria-describedby={isFailed ? errorId : undefined}
      onPress={() => {
        if (!isDownloading) onPress();
      }}
    >
      {isDownloading ? m.downloading : isFailed ? m.retry : label}
      {/* The visible label repeats on every row: the name makes each button unique. */}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}

/** A download's percentage as a labelled progress bar. */
export function DownloadProgress({ name, percent }: { name: string; percent: number }) {
  const value = clampPercent(percent);
  return (
    <ProgressBar
      value={value}
      valueLabel={percentFormat.format(value / 100)}
      aria-label={m.progress(name)}
      className={s.progress}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={s.track}>
            <span className={s.fill} style={{ width: `${percentage ?? 0}%` }} />
          </span>
          <span aria-hidden="true">{valueText}</span>
        </>
      )}
    </ProgressBar>
  );
}

/** Why a download failed, and what to do: the button's description. */
export function DownloadError({ id }: { id: string }) {
  return (
    <p id={id} className={s.error}>
      <Icon name="error" size="sm" />
      <span>{m.failed}</span>
    </p>
  );
}
