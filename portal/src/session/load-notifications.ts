import { notificationsState, setNotificationCount } from '../store/notifications.ts';

/** GET /common/notificaciones: the panel's items and the counter. Errors go to the caller. */
export async function loadNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<void> {
  // Lazy: main.tsx restores the counter at startup, and the contract (zod) and the HTTP client
  // must stay off the entry chunk (the login route's first load).
  const { notifications, apiGet } = await import('./notifications-call.ts');
  notificationsState.loading = true;
  try {
    const body = await apiGet(notifications.notificaciones, { signal });
    notificationsState.items = body.notifications;
    setNotificationCount(body.notificationCount);
  } finally {
    notificationsState.loading = false;
  }
}

/**
 * POST /common/notificaciones/{id}/leida: the notification leaves the list and the counter
 * follows at once (the server's count when it answers). Errors go to the caller.
 */
export async function markNotificationRead(id: number): Promise<void> {
  const { notifications, apiSend } = await import('./notifications-call.ts');
  const before = notificationsState.items;
  if (before.some((item) => item.id === id)) {
    notificationsState.items = before.filter((item) => item.id !== id);
    setNotificationCount(Math.max(0, notificationsState.count - 1));
  }
  const { notificationCount } = await apiSend(notifications.markRead, undefined, {
    params: { id },
    // The dialog says it when this fails: no error modal over it.
    onError: false,
  });
  setNotificationCount(notificationCount);
}
