import { client as clientApi, type Client } from '@inversiones/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../errors/navigation.ts';
import { CLIENT_CACHE_SECONDS, clearClient, clientState } from '../store/client.ts';
import { applyContext, beginSession, clearSession, sessionState } from '../store/session.ts';
import { loadClient } from './load-client.ts';

const created = new Date('2026-03-02T10:00:00Z');
const client = (overrides: Partial<Client> = {}): Client => ({
  UserId: 'u1',
  InternalUserId: 1,
  Segmento: 'Retail',
  DescripcionTipoPersona: 'Persona Natural',
  TieneCuenta: 1,
  Edad: 40,
  Perfil: 'Moderado',
  PerfilId: 2,
  Genero: 'F',
  ClienteJefe: false,
  Ejecutivos: [{ Nombre: 'Pedro Soto', Email: 'psoto@inversiones.cl' }],
  AreaGeneralTitular: 'Personas',
  Nombre: 'Ana',
  ApellidoPaterno: 'Pérez',
  ApellidoMaterno: 'Rojas',
  RutCliente: '12345678-5',
  Create: created.toISOString(),
  ...overrides,
});

const navigate = vi.fn<(to: string) => void>();
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
function answer(body: unknown, status = 200) {
  fetchMock.mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: created, toFake: ['Date'] });
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  clearClient();
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => {
  setNavigator(null);
  vi.useRealTimers();
});

describe('loadClient', () => {
  it('loads once and serves the cache until Create + 28800 s', async () => {
    answer(client());
    expect(await loadClient()).toMatchObject({ Nombre: 'Ana' });
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api${clientApi.client.path}`);
    expect(clientState.client?.RutCliente).toBe('12345678-5');
    vi.setSystemTime(created.getTime() + (CLIENT_CACHE_SECONDS - 1) * 1000);
    await loadClient();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(created.getTime() + CLIENT_CACHE_SECONDS * 1000);
    answer(client({ Nombre: 'Ana María', Create: new Date().toISOString() }));
    expect(await loadClient()).toMatchObject({ Nombre: 'Ana María' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('force reloads; overlapping loads share one call', async () => {
    answer(client());
    await Promise.all([loadClient(), loadClient()]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await loadClient({ force: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a load that never answers is abandoned when the store is cleared: the next one calls again', async () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const hung = loadClient();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    clearClient();
    answer(client());
    expect(await loadClient()).toMatchObject({ Nombre: 'Ana' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(clientState).toMatchObject({ loading: false, error: null });
    void hung;
  });

  it('contextualizing to another rut clears the cached client', async () => {
    answer(client());
    await loadClient();
    applyContext({
      profile: {
        code: 'EMP',
        nombre: 'Empresa SpA',
        Rut: '76543210-3',
        HasTEFE: false,
        IsActive: true,
        MandataryTypes: [{ Id: 4, Description: 'Apoderado' }],
      },
      profileRole: 'Apoderado',
      flagPN: false,
      flagSupervisor: false,
      flagOperador: false,
    });
    await Promise.resolve();
    expect(clientState.client).toBeNull();
    answer(client({ Nombre: 'Empresa' }));
    expect(await loadClient()).toMatchObject({ Nombre: 'Empresa' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a 403 while loading the client goes to the login (spec 4)', async () => {
    answer({ message: 'Acceso denegado.', status: 403 }, 403);
    expect(await loadClient()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login/403');
    expect(sessionState.active).toBe(false);
  });

  it('another failure is recorded for the screen', async () => {
    answer({ message: 'Ha ocurrido un error, por favor intente más tarde...', status: 500 }, 500);
    expect(await loadClient()).toBeNull();
    expect(clientState.error).toBe('Ha ocurrido un error, por favor intente más tarde...');
    expect(navigate).not.toHaveBeenCalled();
  });
});
