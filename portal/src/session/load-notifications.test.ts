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
import { loadNotifications, markNotificationRead } from './load-notifications.ts';

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
    const items = [
      { id: 7, route: '/tefe/instruir', message: 'Tiene una instrucción por firmar.' },
    ];
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

  it('reading one marks it read on the server (POST, XSRF) and the counter follows at once', async () => {
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    document.cookie = 'XSRF-TOKEN=tok-1; path=/';
    notificationsState.items = [
      { id: 7, route: '/a', message: 'Uno' },
      { id: 8, route: '/b', message: 'Dos' },
    ];
    setNotificationCount(2);
    let release: () => void = () => undefined;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () =>
            resolve(
              new Response(JSON.stringify({ ok: true, notificationCount: 1 }), {
                headers: { 'Content-Type': 'application/json' },
              }),
            );
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const done = markNotificationRead(7);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // Before the server answers, the badge already counts one less.
    expect(notificationsState.count).toBe(1);
    expect(notificationsState.items.map((n) => n.id)).toEqual([8]);
    release();
    await done;
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/common\/notificaciones\/7\/leida$/);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('tok-1');
    expect(notificationsState.count).toBe(1);
  });
});
