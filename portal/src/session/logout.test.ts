import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession, rememberReturnUrl, sessionState } from '../store/session.ts';
import { SESSION_CHANNEL } from '../store/session-channel.ts';
import { saveDraft } from '../store/drafts.ts';
import { logout } from './logout.ts';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify({ ok: true }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('logout', () => {
  it('calls the API logout with the XSRF echo, clears every portal key and tells the other tabs', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const told = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (event) => resolve(event.data);
    });
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    sessionStorage.setItem('menu', '[]');
    rememberReturnUrl('/ffmm/misFondos');
    saveDraft('invertir', { monto: 1 });
    await logout();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/logout');
    expect(init).toMatchObject({ method: 'POST', headers: { 'X-XSRF-TOKEN': 'tok' } });
    expect(sessionState.active).toBe(false);
    expect(sessionStorage.length).toBe(0);
    await expect(told).resolves.toEqual({ type: 'ended', reason: 'logout' });
    otherTab.close();
  });

  it('still clears everything when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    await logout();
    expect(sessionState.active).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('without a session it does not call the server', async () => {
    await logout();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
