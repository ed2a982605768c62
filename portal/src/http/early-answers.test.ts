import { client as clientApi, dashboard, funds } from '@inversiones/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../store/session.ts';
import { storageKeys, writeKey } from '../store/storage-keys.ts';
import { apiGet } from './client.ts';
import {
  askEarly,
  EARLY_ANSWER_TTL_MS,
  earlyPathsFor,
  forgetEarlyAnswers,
  takeEarlyAnswer,
} from './early-answers.ts';

const clientBody = {
  Nombre: 'Camila',
  ApellidoPaterno: 'Rojas',
  ApellidoMaterno: 'Soto',
};

function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify([]), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  forgetEarlyAnswers();
  document.cookie = 'XSRF-TOKEN=xsrf%2Btoken; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('early answers', () => {
  it('the paths are the contract endpoints the shell and the two busiest pages ask first', () => {
    const shell = [clientApi.client.path, clientApi.chatLink.path, '/lifespan'];
    expect(earlyPathsFor('/')).toEqual([
      ...shell,
      dashboard.statement.path,
      clientApi.messagesList.path,
      clientApi.contactValidation.path,
    ]);
    expect(earlyPathsFor('/ffmm/misFondos/')).toEqual([...shell, funds.myFunds.path]);
    expect(earlyPathsFor('/ffmm/misFondos/movimientos')).toEqual(shell);
  });

  it('asks nothing without a stored session (a visitor on the login)', () => {
    const fetchMock = stubFetch();
    askEarly('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the GETs with the cookie, the required headers and the XSRF echo', () => {
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    const fetchMock = stubFetch();
    askEarly('/ffmm/misFondos');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      earlyPathsFor('/ffmm/misFondos').map((path) => `/api${path}`),
    );
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.headers).toMatchObject({
      channel: '1',
      version: '1',
      Accept: 'application/json',
      'X-XSRF-TOKEN': 'xsrf+token',
    });
  });

  it('an answer is taken once; the component that asks later goes to the network', async () => {
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(
        new Response(JSON.stringify({ mostrar: false, place: 'home' }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    askEarly('/');
    const asked = fetchMock.mock.calls.length;
    await expect(apiGet(clientApi.contactValidation)).resolves.toEqual({
      mostrar: false,
      place: 'home',
    });
    expect(fetchMock).toHaveBeenCalledTimes(asked);
    await apiGet(clientApi.contactValidation);
    expect(fetchMock).toHaveBeenCalledTimes(asked + 1);
  });

  it('an early answer is checked by the contract like any other', async () => {
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() =>
        Promise.resolve(
          new Response(JSON.stringify(clientBody), {
            headers: { 'Content-Type': 'application/json' },
          }),
        ),
      ),
    );
    askEarly('/');
    await expect(apiGet(clientApi.client, { onError: false })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('is dropped once stale, or when the session or profile changed since it was asked', () => {
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    stubFetch();
    const url = `/api${clientApi.client.path}`;
    askEarly('/', 1_000);
    expect(takeEarlyAnswer(url, 1_000 + EARLY_ANSWER_TTL_MS + 1)).toBeUndefined();

    askEarly('/', 1_000);
    // Another profile contextualised (acting for a company) since the answer was asked.
    writeKey(storageKeys.rutContextualized, '76.123.456-0');
    expect(takeEarlyAnswer(url, 1_001)).toBeUndefined();

    askEarly('/', 1_000);
    expect(takeEarlyAnswer(url, 1_001)).toBeInstanceOf(Promise);
  });

  it('a caller that aborted meanwhile gets the abort, not the answer', async () => {
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    stubFetch();
    askEarly('/');
    const controller = new AbortController();
    const pending = apiGet(dashboard.statement, { signal: controller.signal, onError: false });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
