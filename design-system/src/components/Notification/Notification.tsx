import {
  Text as AriaText,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Button } from '../Button/index.ts';
import { Icon, type IconName } from '../Icon/index.ts';
import { feedbackIcon } from '../../styles/feedback.css.ts';
import * as s from './Notification.css.ts';
import { toastQueue as appQueue, type createToastQueue, type ToastType } from './toast-store.ts';

const iconOf: Record<ToastType, IconName> = {
  info: 'info',
  warning: 'warning',
  error: 'error',
  success: 'success',
};

export interface ToastRegionProps {
  /** The queue to show (default: the application's, fed by `notify`). */
  queue?: ReturnType<typeof createToastQueue>;
  /** The landmark's name (default 'Notificaciones'). */
  'aria-label'?: string;
}

/**
 * Where notifications appear: a landmark region at the bottom right (full width on a phone),
 * rendered in a portal. Each toast is announced (role alert inside) and keeps an action button,
 * 'Aceptar' by default, that closes it. F6 moves focus to the region. Mount it once per app.
 */
export function ToastRegion({ queue = appQueue, ...props }: ToastRegionProps) {
  return (
    <AriaToastRegion
      queue={queue}
      aria-label={props['aria-label'] ?? messages.toast.region}
      className={s.region}
    >
      {({ toast }) => {
        const { type, title, message, actionLabel, onAction } = toast.content;
        return (
          <AriaToast toast={toast} className={s.toast({ tone: type })} data-type={type}>
            <span className={feedbackIcon({ tone: type })}>
              {/* The default title is the tone's name; a custom title gets it from the icon. */}
              <Icon name={iconOf[type]} label={title ? messages.alert.tones[type] : undefined} />
            </span>
            <div className={s.content}>
              <AriaToastContent className={s.content}>
                <AriaText slot="title" className={s.title}>
                  {title ?? messages.alert.tones[type]}
                </AriaText>
                <AriaText slot="description" className={s.description}>
                  {message}
                </AriaText>
              </AriaToastContent>
              <div className={s.actions}>
                <Button
                  slot="close"
                  size="sm"
                  variant="secondary"
                  // Overrides React Aria's generic 'Close' name: the label says what it does.
                  aria-label={actionLabel}
                  onPress={onAction}
                >
                  {actionLabel}
                </Button>
              </div>
            </div>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
