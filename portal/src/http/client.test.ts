import { health, type HealthResponse } from '@inversiones/contract';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, apiGet } from './client.ts';

const goodHealth: HealthResponse = {
  status: 'ok',
  database: 'pglite',
  version: '0.1.0',
  time: '2025-03-14T12:30:00.000Z',
};

function mockFetch(response: Response | Error | DOMException) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Response ? Promise.resolve(response) : Promise.reject(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unavailable =
  'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.';

describe('apiGet', () => {
  it('calls /api + path with credentials and the channel, version and Accept headers', async () => {
    const fetchMock = mockFetch(json(goodHealth));
    await apiGet(health);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/health');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ channel: '1', version: '1', Accept: 'application/json' });
  });

  it('returns the body, typed by the contract', async () => {
    mockFetch(json(goodHealth));
    const body = await apiGet(health);
    expectTypeOf(body).toEqualTypeOf<HealthResponse>();
    expect(body).toEqual(goodHealth);
  });

  it('turns a body that breaks the contract into an ApiError with the Spanish message', async () => {
    mockFetch(json({ ...goodHealth, status: 'caido', time: 'ayer' }));
    const error = await apiGet(health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: unavailable, status: 200, kind: 'invalid-response' });
  });

  it('turns a body that is not JSON into an ApiError', async () => {
    mockFetch(new Response('<html>proxy error</html>', { status: 200 }));
    await expect(apiGet(health)).rejects.toMatchObject({
      name: 'ApiError',
      message: unavailable,
      kind: 'invalid-response',
    });
  });

  it('turns a non-2xx answer into an ApiError with its status and the server message', async () => {
    mockFetch(json({ message: 'Recurso no encontrado.', status: 404 }, 404));
    await expect(apiGet(health)).rejects.toMatchObject({
      message: 'Recurso no encontrado.',
      status: 404,
      kind: 'http',
    });
  });

  it('uses the Spanish fallback when a non-2xx answer has no usable message', async () => {
    mockFetch(new Response('Bad Gateway', { status: 502 }));
    const error = await apiGet(health).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: unavailable, status: 502, kind: 'http' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiGet(health)).rejects.toMatchObject({
      message: unavailable,
      status: 0,
      kind: 'network',
    });
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    mockFetch(abort);
    await expect(apiGet(health, { signal: controller.signal })).rejects.toBe(abort);
  });
});
