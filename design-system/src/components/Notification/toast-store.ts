/*
 * The notification store: a module-level React Aria ToastQueue (UNSTABLE_ToastQueue of
 * react-aria-components 1.22). Any code, React or not (the portal's error handler, the HTTP
 * client), calls `notify({ type, title?, message, actionLabel?, onAction?, timeout? })`; the one
 * `<ToastRegion />` mounted in the app shell subscribes to the queue and shows the toasts.
 */
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import * as messages from '../../messages.ts';

export type ToastType = 'warning' | 'error' | 'info' | 'success';

export interface NotifyOptions {
  /** warning, error, info (default) or success. */
  type?: ToastType;
  /** A short title; defaults to the type's name ('Error', 'Información', ...). */
  title?: string;
  /** Required: the text of the notification. */
  message: string;
  /** The text of the action button (default 'Aceptar'); pressing it closes the toast. */
  actionLabel?: string;
  /** Called when the action button is pressed (before the toast closes). */
  onAction?: () => void;
  /** Called however the toast closes (action or timeout). */
  onClose?: () => void;
  /**
   * Milliseconds before it closes by itself (default 8000, at least 5000). 0 keeps it until the
   * user acts. Error toasts are never closed automatically, whatever this says.
   */
  timeout?: number;
}

/** What the queue holds for each toast. */
export interface ToastContent {
  type: ToastType;
  title?: string;
  message: string;
  actionLabel: string;
  onAction?: () => void;
}

export const defaultToastTimeout = 8000;
const minimumTimeout = 5000;

/** Creates a queue (one per app; tests and stories may make their own). */
export function createToastQueue() {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 4 });
}

/** The application's queue: `notify` adds to it, `<ToastRegion />` shows it. */
export const toastQueue = createToastQueue();

/**
 * Shows a notification (toast). Throws 'option message is required for this function' without
 * a message. Returns the toast's key (for `dismissToast`).
 */
export function notify(
  options: NotifyOptions,
  queue: ReturnType<typeof createToastQueue> = toastQueue,
): string {
  if (!options || typeof options.message !== 'string' || options.message.trim() === '') {
    throw new Error(messages.toast.messageRequired);
  }
  const type = options.type ?? 'info';
  const requested = options.timeout ?? defaultToastTimeout;
  const timeout =
    type === 'error' || requested <= 0 ? undefined : Math.max(minimumTimeout, requested);
  return queue.add(
    {
      type,
      title: options.title,
      message: options.message,
      actionLabel: options.actionLabel ?? messages.toast.accept,
      onAction: options.onAction,
    },
    { timeout, onClose: options.onClose },
  );
}

/** Closes one toast. */
export function dismissToast(key: string, queue = toastQueue): void {
  queue.close(key);
}

/** Closes every toast (for example on logout). */
export function clearToasts(queue = toastQueue): void {
  queue.clear();
}
