// Loaded up front: the loader imports them lazily, and a cold transform can outlast a test.
import '@inversiones/contract';
import '../http/client.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationsState,
  resetNotifications,
  restoreNotificationCount,
  setNotificationCount,
  toggleNotificationPanel,
} from '../store/notifications.ts';
import { beginSession, clearSession } from '../store/session.ts';
import { loadNotifications } from './load-notifications.ts';

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  resetNotifications();
});

describe('notifications store', () => {
  it('keeps the counter in the store and in `notificationCounter`, ignoring nonsense', () => {
    setNotificationCount(3);
    expect(notificationsState.count).toBe(3);
    expect(sessionStorage.getItem('notificationCounter')).toBe('3');
    setNotificationCount(-1);
    setNotificationCount(Number.NaN);
    expect(notificationsState.count).toBe(3);
    notificationsState.count = 0;
    restoreNotificationCount();
    expect(notificationsState.count).toBe(3);
  });

  it('toggles the panel', () => {
    toggleNotificationPanel();
    expect(notificationsState.panelOpen).toBe(true);
    toggleNotificationPanel();
    expect(notificationsState.panelOpen).toBe(false);
  });

  it('loads the items and the count from /common/notificaciones', async () => {
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    const items = [{ route: '/tefe/instruir', message: 'Tiene una instrucción por firmar.' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ notifications: items, notificationCount: 1 }), {
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    await loadNotifications();
    expect(notificationsState.items).toEqual(items);
    expect(notificationsState.count).toBe(1);
  });
});
