import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator, takeLoginNotice } from '../errors/handle-error.ts';
import { beginSession, clearSession, sessionState, takeReturnUrl } from '../store/session.ts';
import { SESSION_CHANNEL } from '../store/session-channel.ts';
import { noteServerRemaining } from '../http/session-remaining.ts';
import { SessionWatch } from './SessionWatch.tsx';

const realSetTimeout = globalThis.setTimeout;
/** Lets real I/O through (BroadcastChannel delivery, fetch promises) while timers are fake. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => realSetTimeout(resolve, 30));
  });

const navigate = vi.fn<(to: string) => void>();
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

let serverLifespan = 900;
const ok = () =>
  new Response(JSON.stringify({ ok: true, lifespan: serverLifespan }), {
    headers: { 'Content-Type': 'application/json' },
  });

async function advance(seconds: number) {
  await act(async () => {
    vi.advanceTimersByTime(seconds * 1000);
  });
}

beforeEach(() => {
  vi.useFakeTimers({
    now: new Date('2026-03-02T10:00:00Z'),
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  sessionState.lifespanSeconds = 900;
  serverLifespan = 900;
  navigate.mockReset();
  setNavigator(navigate);
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(ok()));
  vi.stubGlobal('fetch', fetchMock);
  window.history.replaceState(null, '', '/apv/solicitud');
});

afterEach(() => {
  setNavigator(null);
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const calledPaths = () => fetchMock.mock.calls.map(([url]) => String(url));

describe('SessionWatch', () => {
  it('shows the idle prompt after 780 s with a 2-minute countdown; continuing pings and restarts', async () => {
    render(<SessionWatch />);
    await advance(779);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1);
    const dialog = screen.getByRole('alertdialog', { name: '¿Desea continuar navegando?' });
    expect(dialog).toHaveTextContent('Su sesión expira en');
    expect(dialog).toHaveTextContent('02:00');
    await advance(10);
    expect(dialog).toHaveTextContent('01:50');

    fireEvent.click(screen.getByRole('button', { name: 'Continuar navegando' }));
    await settle();
    expect(calledPaths()).toContain('/api/keepalive');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(779);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('on expiry shows Cerrando Sesión, then 1 s later logs out and goes to /login keeping the way back', async () => {
    render(<SessionWatch />);
    await advance(900);
    expect(screen.getByRole('alertdialog', { name: 'Cerrando Sesión' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    await settle();
    expect(calledPaths()).toContain('/api/auth/logout');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(sessionState.active).toBe(false);
    expect(sessionStorage.getItem('sessionId')).toBeNull();
    expect(takeReturnUrl()).toBe('/apv/solicitud');
    expect(takeLoginNotice()).toEqual({ status: 'expired', message: 'Sesión Expirada' });
  });

  it('uses the server lifespan of the first answer: 30 s gives a 30 s idle period', async () => {
    sessionState.lifespanSeconds = null;
    serverLifespan = 30;
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<SessionWatch />);
    act(() => noteServerRemaining(30));
    await advance(29);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(1);
    expect(
      screen.getByRole('alertdialog', { name: '¿Desea continuar navegando?' }),
    ).toBeInTheDocument();
  });

  it('asks GET /lifespan for the exact lifespan (the header can be smaller late in the 8 h)', async () => {
    sessionState.lifespanSeconds = null;
    serverLifespan = 45;
    act(() => noteServerRemaining(200));
    render(<SessionWatch />);
    await settle();
    expect(calledPaths()).toContain('/api/lifespan');
    expect(sessionState.lifespanSeconds).toBe(45);
    await advance(45);
    expect(
      screen.getByRole('alertdialog', { name: '¿Desea continuar navegando?' }),
    ).toBeInTheDocument();
  });

  it('pings the keep-alive every 15 s while the user is active', async () => {
    render(<SessionWatch />);
    await advance(15);
    expect(calledPaths()).not.toContain('/api/keepalive');
    fireEvent.keyDown(window, { key: 'a' });
    await advance(15);
    expect(calledPaths().filter((p) => p === '/api/keepalive')).toHaveLength(1);
  });

  it('activity in another tab postpones the prompt', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    render(<SessionWatch />);
    await advance(600);
    otherTab.postMessage({ type: 'activity', at: Date.now() });
    await settle();
    await advance(300);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await advance(480);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    otherTab.close();
  });

  it('local activity is told to the other tabs', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    const received = vi.fn();
    otherTab.onmessage = (event) => received(event.data);
    render(<SessionWatch />);
    fireEvent.pointerDown(window);
    await settle();
    expect(received).toHaveBeenCalledWith({ type: 'activity', at: Date.now() });
    otherTab.close();
  });

  it('a logout in another tab clears this one and goes to /login', async () => {
    const otherTab = new BroadcastChannel(SESSION_CHANNEL);
    render(<SessionWatch />);
    otherTab.postMessage({ type: 'ended', reason: 'logout' });
    await settle();
    expect(sessionState.active).toBe(false);
    expect(sessionStorage.getItem('sessionId')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(takeReturnUrl()).toBeNull();
    otherTab.close();
  });

  it('Cerrar sesión in the prompt goes to the logout route', async () => {
    render(<SessionWatch />);
    await advance(780);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(navigate).toHaveBeenCalledWith('/logout');
  });
});
