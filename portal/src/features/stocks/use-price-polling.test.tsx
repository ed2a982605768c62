import { stocks } from '@inversiones/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePricePolling } from './use-price-polling.ts';

const quote = (precio: number): stocks.StockQuote => ({
  nemo: 'CHILE',
  nombre: 'Banco de Chile',
  sector: 'Bancos',
  precio,
  cierreAnterior: 125.58,
  apertura: 125.93,
  maximo: 126,
  minimo: 125,
  variacion: 0.5,
  soloLimite: false,
  fecha: '2026-11-27',
});

const prices = (precio: number, hora: string): stocks.ListResponse => ({
  horario: {
    fecha: '2026-11-27',
    fase: 'abierto',
    abre: '09:30',
    cierra: '16:00',
    proximaApertura: '2026-11-30T12:30:00.000Z',
  },
  hora,
  acciones: [quote(precio)],
});

const ok = (body: unknown, etag: string) =>
  new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json', ETag: etag },
  });

let hidden = false;
const fetchMock = vi.fn<typeof fetch>();
const sentTags = () =>
  fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('If-None-Match'));

/** Lets the fake timers run `ms` and the answers land. */
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
  hidden = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() =>
    hidden ? 'hidden' : 'visible',
  );
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('usePricePolling', () => {
  it('asks every 10 seconds with the last tag, and keeps the prices when nothing changed', async () => {
    fetchMock
      .mockResolvedValueOnce(ok(prices(126, '2026-11-27T14:00:00.000Z'), '"s1"'))
      .mockResolvedValueOnce(new Response(null, { status: 304 }))
      .mockResolvedValueOnce(ok(prices(127.5, '2026-11-27T14:00:20.000Z'), '"s3"'));
    const { result } = renderHook(() => usePricePolling());
    expect(result.current.status).toBe('loading');
    await advance(0);
    expect(result.current.prices?.acciones[0]?.precio).toBe(126);

    await advance(stocks.PRICE_POLL_MS);
    expect(result.current.prices?.acciones[0]?.precio).toBe(126);
    await advance(stocks.PRICE_POLL_MS);
    expect(result.current.prices?.acciones[0]?.precio).toBe(127.5);
    expect(sentTags()).toEqual([null, '"s1"', '"s1"']);
  });

  it('pauses while the tab is hidden and asks at once when it shows again', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(ok(prices(126, '2026-11-27T14:00:00.000Z'), '"s1"')),
    );
    const { result } = renderHook(() => usePricePolling());
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    hidden = true;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(result.current.isPaused).toBe(true);
    await advance(stocks.PRICE_POLL_MS * 6);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    hidden = false;
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await advance(0);
    expect(result.current.isPaused).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await advance(stocks.PRICE_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('keeps the shown prices when a poll fails (stale), and recovers on the next one', async () => {
    fetchMock
      .mockResolvedValueOnce(ok(prices(126, '2026-11-27T14:00:00.000Z'), '"s1"'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response(null, { status: 304 }));
    const { result } = renderHook(() => usePricePolling());
    await advance(0);
    await advance(stocks.PRICE_POLL_MS);
    expect(result.current).toMatchObject({ status: 'ready', isStale: true });
    expect(result.current.prices?.acciones[0]?.precio).toBe(126);
    await advance(stocks.PRICE_POLL_MS);
    expect(result.current.isStale).toBe(false);
  });

  it('reports an error when the first answer fails, and retries on request', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok(prices(126, '2026-11-27T14:00:00.000Z'), '"s1"'));
    const { result } = renderHook(() => usePricePolling());
    await advance(0);
    expect(result.current.status).toBe('error');
    act(() => result.current.retry());
    await advance(0);
    expect(result.current.status).toBe('ready');
  });

  it('stops asking once unmounted', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(ok(prices(126, '2026-11-27T14:00:00.000Z'), '"s1"')),
    );
    const { unmount } = renderHook(() => usePricePolling());
    await advance(0);
    unmount();
    await advance(stocks.PRICE_POLL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
