import { Dialog, Modal, ModalOverlay, VisuallyHidden } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Skeleton } from '../Skeleton/index.ts';
import * as s from './Loader.css.ts';

/** The wizard's loading placeholders: 1 text, 2 card, 3 table rows, 4 form, 5 chart. */
export type PlaceholderVariant = 1 | 2 | 3 | 4 | 5;

export interface LoaderProps {
  /**
   * spinner (default: a small 'Cargando...' status), placeholder (a skeleton layout of the
   * content to come) or fullscreen (the blocking 'Guardando datos....' overlay).
   */
  kind?: 'spinner' | 'placeholder' | 'fullscreen';
  /** The placeholder layout (kind placeholder): 1 text, 2 card, 3 table, 4 form, 5 chart. */
  variant?: PlaceholderVariant;
  /** What is announced (and shown, for spinner and fullscreen). */
  label?: string;
  /** Spinner only: keeps the label for screen readers only. */
  hideLabel?: boolean;
}

function Layout({ variant }: { variant: PlaceholderVariant }) {
  switch (variant) {
    case 2:
      return (
        <div className={s.card}>
          <div className={s.row}>
            <Skeleton shape="circle" width={40} />
            <Skeleton shape="text" width="40%" />
          </div>
          <Skeleton height={96} />
          <Skeleton shape="text" width="80%" />
          <Skeleton shape="text" width="60%" />
        </div>
      );
    case 3:
      return (
        <div>
          {[0, 1, 2, 3, 4].map((i) => (
            <div className={s.tableRow} key={i}>
              <Skeleton shape="text" width={i === 0 ? '50%' : '85%'} />
              <Skeleton shape="text" />
              <Skeleton shape="text" />
            </div>
          ))}
        </div>
      );
    case 4:
      return (
        <>
          {[0, 1, 2].map((i) => (
            <div className={s.field} key={i}>
              <Skeleton shape="text" width="30%" />
              <Skeleton height={40} />
            </div>
          ))}
          <Skeleton height={40} width={160} />
        </>
      );
    case 5:
      return (
        <>
          <Skeleton shape="text" width="35%" />
          <div className={s.chart}>
            {[45, 70, 55, 90, 65, 80, 50].map((h, i) => (
              <Skeleton key={i} height={`${h}%`} width="12%" />
            ))}
          </div>
        </>
      );
    default:
      return (
        <>
          <Skeleton shape="text" width="45%" />
          <Skeleton shape="text" />
          <Skeleton shape="text" />
          <Skeleton shape="text" width="70%" />
        </>
      );
  }
}

/** Loading states: a spinner, a skeleton placeholder, or the blocking saving overlay. */
export function Loader({ kind = 'spinner', variant = 1, label, hideLabel }: LoaderProps) {
  if (kind === 'fullscreen') {
    const text = label ?? messages.loader.saving;
    // A modal layer: nothing behind it can be reached or pressed until saving ends.
    return (
      <ModalOverlay
        isOpen
        isDismissable={false}
        isKeyboardDismissDisabled
        className={s.fullscreenOverlay}
      >
        <Modal>
          <Dialog aria-label={text} className={s.fullscreenBox}>
            <span className={`${s.spinner} ${s.spinnerLarge}`} aria-hidden="true" />
            <p role="status" className={s.fullscreenText}>
              {text}
            </p>
          </Dialog>
        </Modal>
      </ModalOverlay>
    );
  }
  const text = label ?? messages.loader.loading;
  if (kind === 'placeholder') {
    return (
      <div className={s.placeholder} aria-busy="true" data-placeholder={variant}>
        <VisuallyHidden>
          <span role="status">{text}</span>
        </VisuallyHidden>
        <Layout variant={variant} />
      </div>
    );
  }
  return (
    <div role="status" className={s.status}>
      <span className={s.spinner} aria-hidden="true" />
      {hideLabel ? <VisuallyHidden>{text}</VisuallyHidden> : <span>{text}</span>}
    </div>
  );
}
