import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../errors/navigation.ts';
import { ApiError } from '../../http/client.ts';
import { clearErrorEntries, errorsState } from '../../store/errors.ts';
import { beginSession, clearSession } from '../../store/session.ts';
import { loadWizard, processWizard, saveWizardData, WizardConfigError } from './wizard-api.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const template = {
  id: 'EBDATOSPERSONALESCLIENTE',
  version: 2,
  config: { modal: true },
  steps: [
    { config: { type: 'form', root: 'datos' }, items: [{ key: 'Nombre', element: 'input' }] },
  ],
};
const data = {
  rut: '16789012-1',
  templateVersion: 2,
  jsonData: { datos: { Nombre: 'Valentina' } },
};

type Handler = (url: URL, init: RequestInit | undefined) => Response;

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(new URL(String(input), 'http://portal.test'), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const navigate = vi.fn<(to: string) => void>();

beforeEach(() => {
  sessionStorage.clear();
  clearErrorEntries();
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  navigate.mockReset();
  setNavigator(navigate);
  document.cookie = 'XSRF-TOKEN=tok; path=/';
});

afterEach(() => {
  setNavigator(null);
  clearSession({ broadcast: false, everything: true });
});

describe('loadWizard', () => {
  it('reads the current template and the data of the context, the template parsed', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/data') ? json(data) : json(template),
    );
    const loaded = await loadWizard('enrolamientoBco', 'EBDATOSPERSONALESCLIENTE');
    const paths = fetchMock.mock.calls.map(
      ([input]) => new URL(String(input), 'http://x').pathname,
    );
    expect(paths.sort()).toEqual([
      '/api/enrolamientoBco/wizards/EBDATOSPERSONALESCLIENTE/data',
      '/api/enrolamientoBco/wizards/EBDATOSPERSONALESCLIENTE/template/0',
    ]);
    expect(loaded.data).toEqual(data);
    // Parsed by the versioned schema: the default schema version is filled in.
    expect(loaded.config).toMatchObject({ schemaVersion: 1, id: 'EBDATOSPERSONALESCLIENTE' });
    expect(loaded.config.steps[0]!.items[0]!.key).toBe('Nombre');
  });

  it('has no prefix in the base context', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/data') ? json(data) : json(template),
    );
    await loadWizard('base', 'BIENVENIDA');
    const paths = fetchMock.mock.calls.map(([input]) => String(input));
    expect(paths).toContain('/api/wizards/BIENVENIDA/data');
  });

  it('throws a WizardConfigError naming the bad property, without the shared error entry', async () => {
    const bad = structuredClone(template) as { steps: { items: { options?: unknown }[] }[] };
    bad.steps[0]!.items[0]!.options = [{ value: 'sin clave' }];
    stubFetch((url) => (url.pathname.endsWith('/data') ? json(data) : json(bad)));
    const error = await loadWizard('base', 'X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WizardConfigError);
    expect(error).toMatchObject({
      wizardId: 'X',
      path: 'steps[0].items[0].options[0].key',
      message: 'steps[0].items[0].options[0].key: es obligatorio',
    });
    expect(errorsState.entries).toEqual([]);
  });

  it('sends a lost session (401) to the login', async () => {
    stubFetch(() => json({ message: 'Sesión expirada', status: 401 }, 401));
    const error = await loadWizard('base', 'X').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login/401');
  });
});

describe('saveWizardData', () => {
  it('PUTs templateVersion and jsonData with the XSRF echo, undefined values as null', async () => {
    const fetchMock = stubFetch((_url, init) => {
      const body = JSON.parse(String(init?.body)) as typeof data;
      return json({ ...data, jsonData: body.jsonData });
    });
    const saved = await saveWizardData('enrolamientoBco', 'EBDATOSPERSONALESCLIENTE', {
      templateVersion: 2,
      jsonData: { datos: { Nombre: 'Valentina', ApellidoMaterno: undefined }, lista: [undefined] },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/enrolamientoBco/wizards/EBDATOSPERSONALESCLIENTE/data');
    expect(init?.method).toBe('PUT');
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('tok');
    expect(JSON.parse(String(init?.body))).toEqual({
      templateVersion: 2,
      jsonData: { datos: { Nombre: 'Valentina', ApellidoMaterno: null }, lista: [null] },
    });
    expect(saved.jsonData).toEqual({
      datos: { Nombre: 'Valentina', ApellidoMaterno: null },
      lista: [null],
    });
  });

  it('sends the version it read as If-Match, and nothing when it has none', async () => {
    const fetchMock = stubFetch(() => json({ ...data, version: 4 }));
    const saved = await saveWizardData('base', 'X', {
      templateVersion: 2,
      jsonData: {},
      version: 3,
    });
    expect(saved.version).toBe(4);
    await saveWizardData('base', 'X', { templateVersion: 2, jsonData: {} });
    const headers = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(headers[0]?.['If-Match']).toBe('"3"');
    expect(headers[1]).not.toHaveProperty('If-Match');
  });

  it('rejects a 409 with the server message, for the wizard to show (no redirect, no entry)', async () => {
    const message = 'La plantilla cambió: recargue el formulario.';
    stubFetch(() => json({ message, status: 409, path: ['templateVersion'] }, 409));
    const error = await saveWizardData('base', 'X', { templateVersion: 1, jsonData: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message });
    expect(navigate).not.toHaveBeenCalled();
    expect(errorsState.entries).toEqual([]);
  });

  it('rejects a network failure as an ApiError of status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(
      saveWizardData('base', 'X', { templateVersion: 1, jsonData: {} }),
    ).rejects.toMatchObject({ status: 0, kind: 'network' });
  });
});

describe('processWizard', () => {
  it('PUTs the wizard code to /{context}/wizards/procesar', async () => {
    const fetchMock = stubFetch(() => json({ ok: true, status: 'procesado' }));
    await expect(
      processWizard('usoCanalDigital', 'UCDSHOWCONTRACT', { action: 'next' }),
    ).resolves.toEqual({ ok: true, status: 'procesado' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/usoCanalDigital/wizards/procesar');
    expect(JSON.parse(String(init?.body))).toEqual({
      WizardCode: 'UCDSHOWCONTRACT',
      action: 'next',
    });
  });
});
