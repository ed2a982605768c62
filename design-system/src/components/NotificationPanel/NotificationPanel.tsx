import { useEffect, useId, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as messages from '../../messages.ts';
import { Heading } from '../Heading/index.ts';
import { Icon } from '../Icon/index.ts';
import { Link } from '../Link/index.ts';
import * as s from './NotificationPanel.css.ts';

/** A notification of the spec's notification response: a route and a message. */
export interface PortalNotification {
  /** A stable key (default: the route and position). */
  id?: string;
  /** Where the notification leads (a portal route). */
  route: string;
  message: string;
}

export interface NotificationPanelProps {
  /** Shown only while open (the bell toggles it). */
  isOpen: boolean;
  /** Close button and Escape. Focus then goes back where it was before opening. */
  onClose: () => void;
  notifications: readonly PortalNotification[];
  /** The id the bell's aria-controls points to. */
  id?: string;
  /** Move focus into the panel (its heading) when it opens (default true). */
  focusOnOpen?: boolean;
  /** Called when a notification's link is followed (e.g. to close the panel). */
  onNavigate?: (notification: PortalNotification) => void;
  /**
   * Opens a notification in place (e.g. a dialog with its content, marking it read): the items
   * then open it instead of following their route.
   */
  onOpen?: (notification: PortalNotification) => void;
}

/**
 * The notification panel (415 px; full width on a phone): a heading, a close button and the
 * list of notifications as links, or an empty message. Not modal: the page stays usable.
 */
export function NotificationPanel({
  isOpen,
  onClose,
  notifications,
  id,
  focusOnOpen = true,
  onNavigate,
  onOpen,
}: NotificationPanelProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const m = messages.notificationPanel;

  useEffect(() => {
    if (!isOpen) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    if (focusOnOpen) headingRef.current?.focus();
    return () => {
      const target = returnTo.current;
      // Back to the bell (or wherever focus was) unless the user already moved on.
      if (
        target?.isConnected &&
        (document.activeElement === document.body || !document.activeElement)
      )
        target.focus();
    };
  }, [isOpen, focusOnOpen]);

  // Escape anywhere inside the panel closes it (a native listener: the section is not a widget).
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!isOpen || !panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onClose]);

  if (!isOpen) return null;

  return (
    <section ref={panelRef} id={id} className={s.panel} aria-labelledby={headingId}>
      <div className={s.header}>
        <Heading level={2} size="lg" id={headingId} ref={headingRef} tabIndex={-1}>
          {m.title}
        </Heading>
        <AriaButton className={s.close} aria-label={m.close} onPress={onClose}>
          <Icon name="close" size="lg" />
        </AriaButton>
      </div>
      {notifications.length === 0 ? (
        <p className={s.empty}>{m.empty}</p>
      ) : (
        <ul className={s.list}>
          {notifications.map((notification, index) => (
            <li key={notification.id ?? `${notification.route}-${index}`} className={s.item}>
              <Link
                variant="inline"
                href={onOpen ? undefined : notification.route}
                onPress={
                  onOpen
                    ? () => onOpen(notification)
                    : onNavigate
                      ? () => onNavigate(notification)
                      : undefined
                }
              >
                {notification.message}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
