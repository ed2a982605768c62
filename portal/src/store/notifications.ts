// The bell's counter and panel state: the HTTP client feeds the counter from every answer, so
// only the contract's types are imported here (the schemas stay off the entry chunk).
import type { notifications, ResponseOf } from '@inversiones/contract';
import { proxy } from 'valtio';
import { readKey, storageKeys, writeKey } from './storage-keys.ts';

export type NotificationItem = ResponseOf<
  typeof notifications.notificaciones
>['notifications'][number];

export const notificationsState = proxy({
  /** Unread notifications (the bell's counter). */
  count: 0,
  panelOpen: false,
  items: [] as NotificationItem[],
  loading: false,
});

/** From the X-Notification-Count header or the list call; kept in `notificationCounter`. */
export function setNotificationCount(n: number): void {
  if (!Number.isFinite(n) || n < 0) return;
  const count = Math.floor(n);
  if (notificationsState.count !== count) notificationsState.count = count;
  writeKey(storageKeys.notificationCounter, String(count));
}

/** After a reload: the last known counter until the next answer brings the header. */
export function restoreNotificationCount(): void {
  const stored = Number(readKey(storageKeys.notificationCounter));
  notificationsState.count = Number.isFinite(stored) && stored > 0 ? Math.floor(stored) : 0;
}

export function toggleNotificationPanel(open = !notificationsState.panelOpen): void {
  notificationsState.panelOpen = open;
}

/** Back to the initial state (tests). */
export function resetNotifications(): void {
  notificationsState.count = 0;
  notificationsState.panelOpen = false;
  notificationsState.items = [];
  notificationsState.loading = false;
}
