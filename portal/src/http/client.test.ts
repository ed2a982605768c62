import { auth, health, menu, notifications, type HealthResponse } from '@inversiones/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { setNavigator } from '../errors/navigation.ts';
import { errorsState, clearErrorEntries } from '../store/errors.ts';
import { notificationsState, resetNotifications } from '../store/notifications.ts';
import { beginSession, clearSession, sessionState } from '../store/session.ts';
import { ApiError, apiBlob, apiGet, apiGetIfChanged, apiSend, DOCS_BASE } from './client.ts';

const goodHealth: HealthResponse = {
  status: 'ok',
  database: 'pglite',
  version: '0.1.0',
  time: '2025-03-14T12:30:00.000Z',
  wizards: { loaded: 14, refused: [] },
};

/** Every call gets a fresh copy of `response` (a body reads once). */
function mockFetch(response: Response | Error | DOMException) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    response instanceof Response ? Promise.resolve(response.clone()) : Promise.reject(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

const unavailable =
  'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.';

const navigate = vi.fn<(to: string) => void>();

function signIn() {
  beginSession({ sessionId: 'pub-123', omitirPaso: true });
}

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  clearErrorEntries();
  resetNotifications();
  navigate.mockReset();
  setNavigator(navigate);
  document.cookie = 'XSRF-TOKEN=xsrf%2Btoken; path=/';
});

afterEach(() => {
  setNavigator(null);
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

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

  it('turns a non-2xx answer into an ApiError with its status, the server message and data', async () => {
    const body = { message: 'Recurso no encontrado.', status: 404 };
    mockFetch(json(body, 404));
    await expect(apiGet(health)).rejects.toMatchObject({
      message: 'Recurso no encontrado.',
      status: 404,
      kind: 'http',
      data: body,
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

  it('lets an abort through as it is, and does not log it', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    mockFetch(abort);
    await expect(apiGet(health, { signal: controller.signal })).rejects.toBe(abort);
    expect(errorsState.entries).toHaveLength(0);
  });

  it('fills path placeholders and sends the other params, dates as yyyymmdd, in the query', async () => {
    signIn();
    const fetchMock = mockFetch(json([]));
    await apiGet(
      {
        method: 'GET',
        path: '/tefe/instrucciones/{id}',
        access: 'profile',
        response: menu.menu.response,
      },
      {
        params: {
          id: 'a/b 7',
          fechaInicio: new Date(2024, 0, 5),
          fechaTermino: new Date(2024, 1, 29),
          estado: undefined,
          pagina: 2,
        },
      },
    );
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api/tefe/instrucciones/a%2Fb%207?fechaInicio=20240105&fechaTermino=20240229&pagina=2',
    );
  });
});

describe('the session rules', () => {
  it('fails a session call locally with 401, without calling fetch, and goes to /login/401', async () => {
    const fetchMock = mockFetch(json([]));
    const error = await apiGet(menu.menu).catch((e: unknown) => e);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, kind: 'http' });
    expect(navigate).toHaveBeenCalledWith('/login/401');
  });

  it('lets the login through without a session; its 401 does not redirect', async () => {
    const fetchMock = mockFetch(json({ message: 'RUT o clave incorrectos.', status: 401 }, 401));
    const error = await apiSend(auth.login, { idCliente: '12.345.678-5', clave: 'secreta1' }).catch(
      (e: unknown) => e,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 401, message: 'RUT o clave incorrectos.' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('echoes the XSRF cookie on POST, PUT and DELETE, with a JSON body', async () => {
    signIn();
    const fetchMock = mockFetch(json({ ok: true }));
    await apiSend(auth.changePassword, { ClaveAntigua: 'Vieja123', ClaveNueva: 'Nueva1234' });
    await apiSend(auth.logout, undefined);
    await apiSend(
      {
        method: 'DELETE',
        path: '/ffmm/movimientos/{id}',
        access: 'profile',
        response: auth.logout.response,
      },
      undefined,
      { params: { id: 7 } },
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/clave');
    expect(init?.method).toBe('PUT');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({
      channel: '1',
      version: '1',
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'xsrf+token',
    });
    expect(JSON.parse(init?.body as string)).toEqual({
      ClaveAntigua: 'Vieja123',
      ClaveNueva: 'Nueva1234',
    });
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({
      method: 'POST',
      headers: { 'X-XSRF-TOKEN': 'xsrf+token' },
      body: undefined,
    });
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/ffmm/movimientos/7');
    expect(fetchMock.mock.calls[2]![1]).toMatchObject({
      method: 'DELETE',
      headers: { 'X-XSRF-TOKEN': 'xsrf+token' },
    });
  });

  it('echoes the XSRF header on a session GET too (the spec keeps state-changing GETs)', async () => {
    signIn();
    document.cookie = 'XSRF-TOKEN=tok-get; path=/';
    const fetchMock = mockFetch(json([]));
    await apiGet(menu.menu);
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ 'X-XSRF-TOKEN': 'tok-get' });
  });

  it('checks the request with the contract before sending it', async () => {
    signIn();
    const fetchMock = mockFetch(json({ ok: true }));
    await expect(
      apiSend(auth.changePassword, { ClaveAntigua: '', ClaveNueva: 'x' }),
    ).rejects.toMatchObject({
      message: 'La solicitud no es válida. Por favor, revise los datos e intente nuevamente.',
      status: 400,
      kind: 'http',
      path: ['ClaveAntigua'],
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forwards the notification header to the counter and the keep-alive header to the watch', async () => {
    signIn();
    mockFetch(json([], 200, { 'X-Notification-Count': '4', 'X-Session-Remaining': '900' }));
    await apiGet(menu.menu);
    expect(notificationsState.count).toBe(4);
    expect(sessionStorage.getItem('notificationCounter')).toBe('4');
    expect(sessionState.lifespanSeconds).toBe(900);
  });

  it('a server 401 on a session call clears the session and goes to /login/401 with the message', async () => {
    signIn();
    mockFetch(
      json({ message: 'Su sesión ha expirado. Por favor, ingrese nuevamente.', status: 401 }, 401),
    );
    await expect(apiGet(notifications.notificaciones)).rejects.toMatchObject({ status: 401 });
    expect(sessionState.active).toBe(false);
    expect(sessionStorage.getItem('sessionId')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login/401');
    expect(JSON.parse(sessionStorage.getItem('messageErrorLogin')!)).toEqual({
      status: '401',
      message: 'Su sesión ha expirado. Por favor, ingrese nuevamente.',
    });
  });

  it('other failures reach the shared handler as a priority-3 entry', async () => {
    signIn();
    mockFetch(
      json({ message: 'Ha ocurrido un error, por favor intente más tarde...', status: 500 }, 500),
    );
    await expect(apiGet(menu.menu)).rejects.toMatchObject({ status: 500 });
    expect(errorsState.entries).toEqual([
      expect.objectContaining({ priority: 3, text: 'Error', status: 500, closable: false }),
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('onError: false keeps the failure for the caller alone', async () => {
    signIn();
    mockFetch(json({ message: 'Falla', status: 500 }, 500));
    await expect(apiGet(menu.menu, { onError: false })).rejects.toMatchObject({ status: 500 });
    expect(errorsState.entries).toHaveLength(0);
  });
});

describe('apiBlob', () => {
  it('downloads a blob with the server file name, from the API or the docs base', async () => {
    signIn();
    const fetchMock = mockFetch(
      new Response('%PDF-1.7', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="x.pdf"; filename*=UTF-8''Instrucci%C3%B3n%207.pdf`,
        },
      }),
    );
    const { blob, fileName } = await apiBlob('/tefe/instrucciones/{id}/pdf', {
      params: { id: 7 },
      base: DOCS_BASE,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe(`${DOCS_BASE}/tefe/instrucciones/7/pdf`);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: 'include', method: 'GET' });
    expect(fileName).toBe('Instrucción 7.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it('reads a plain file name and fails a download without a session locally', async () => {
    const fetchMock = mockFetch(
      new Response('zip', {
        headers: { 'Content-Disposition': 'attachment; filename=facturas.zip' },
      }),
    );
    await expect(apiBlob('/bills/zip')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    signIn();
    await expect(apiBlob('/bills/zip')).resolves.toMatchObject({ fileName: 'facturas.zip' });
  });

  it('POSTs a body with the XSRF echo for a zip, and reports the progress of a file of known length', async () => {
    signIn();
    const fetchMock = mockFetch(
      new Response('PK-zip', {
        headers: { 'Content-Disposition': 'attachment; filename="f.zip"' },
      }),
    );
    await apiBlob('/bolsa/facturas/zip', { body: { claves: ['FA-1-202510'] } });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init).toMatchObject({ method: 'POST', body: '{"claves":["FA-1-202510"]}' });
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init.headers).has('X-XSRF-TOKEN')).toBe(true);

    const pdf = new Uint8Array(4000).fill(37);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(pdf.slice(0, 1000));
        controller.enqueue(pdf.slice(1000));
        controller.close();
      },
    });
    mockFetch(new Response(body, { headers: { 'Content-Length': '4000' } }));
    const seen: number[] = [];
    const { blob } = await apiBlob('/bolsa/facturas/FA-1-202510/factura.pdf', {
      onProgress: (percent) => seen.push(percent),
    });
    expect(seen).toEqual([0, 25, 100]);
    expect(blob.size).toBe(4000);
  });
});

describe('apiGetIfChanged', () => {
  it('sends the last tag and reads a 304 as unchanged, a 200 as a new body with its tag', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    fetchMock
      .mockResolvedValueOnce(json(goodHealth, 200, { ETag: '"a"' }))
      .mockResolvedValueOnce(new Response(null, { status: 304 }));
    vi.stubGlobal('fetch', fetchMock);

    const first = await apiGetIfChanged(health, null);
    expect(first).toEqual({ changed: true, body: goodHealth, etag: '"a"' });
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('If-None-Match')).toBeNull();

    expect(await apiGetIfChanged(health, '"a"')).toEqual({ changed: false });
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('If-None-Match')).toBe('"a"');
    expect(errorsState.entries).toEqual([]);
  });

  it('still fails on an error status, and on a body the contract refuses', async () => {
    mockFetch(json({ message: 'no', status: 500 }, 500));
    await expect(apiGetIfChanged(health, '"a"', { onError: false })).rejects.toMatchObject({
      status: 500,
    });
    mockFetch(json({ status: 'roto' }));
    await expect(apiGetIfChanged(health, null, { onError: false })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
