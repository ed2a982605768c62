import { notificationsState, setNotificationCount } from '../store/notifications.ts';

/** GET /common/notificaciones: the panel's items and the counter. Errors go to the caller. */
export async function loadNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<void> {
  // Lazy: main.tsx restores the counter at startup, and the contract (zod) and the HTTP client
  // must stay off the entry chunk (the login route's first load).
  const [{ notifications }, { apiGet }] = await Promise.all([
    import('@inversiones/contract'),
    import('../http/client.ts'),
  ]);
  notificationsState.loading = true;
  try {
    const body = await apiGet(notifications.notificaciones, { signal });
    notificationsState.items = body.notifications;
    setNotificationCount(body.notificationCount);
  } finally {
    notificationsState.loading = false;
  }
}
