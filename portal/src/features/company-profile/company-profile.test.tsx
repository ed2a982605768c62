// Loaded up front: a cold transform of the contract can outlast a test.
import '@inversiones/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../../store/session.ts';
import { CompanyProfilePage } from './CompanyProfilePage.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: { method: string; path: string; body: unknown }) => Response;

function serve(handler: Handler) {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  document.cookie = 'XSRF-TOKEN=token-de-prueba; path=/';
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    return Promise.resolve(handler({ method: init?.method ?? 'GET', path: url.pathname, body }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const RODRIGO = '15432198-5';
const PATRICIA = '10987654-2';
const marco = (over: Record<string, unknown> = {}) => ({
  tipo: 'marco',
  nombre: 'Contrato Marco',
  estado: 'pendiente',
  firmantes: [],
  firmadoEl: null,
  puedeFirmar: false,
  ...over,
});
const profile = (segundoFactor: string[] = []) => ({
  empresa: {
    razonSocial: 'Comercial Pacífico Ltda.',
    rut: '77123456-9',
    giro: 'Importación y distribución de insumos industriales',
    direccion: { calle: 'Av. Brasil 2950', comuna: 'Valparaíso', region: 'Región de Valparaíso' },
    representantesLegales: [
      { rut: RODRIGO, nombre: 'Rodrigo Ignacio Soto Muñoz', cargo: 'Gerente General' },
    ],
  },
  apoderados: [
    {
      rut: RODRIGO,
      nombre: 'Rodrigo Ignacio Soto Muñoz',
      poderes: { marco: 'individual', generalFondos: 'conjunta' },
    },
    {
      rut: PATRICIA,
      nombre: 'Patricia Elena Lagos Vidal',
      poderes: { marco: 'conjunta', generalFondos: null },
    },
  ],
  contratos: [marco()],
  rutUsuario: RODRIGO,
  segundoFactor,
});
const rodrigoPending = {
  rut: RODRIGO,
  nombre: 'Rodrigo Ignacio Soto Muñoz',
  firmadoEl: null,
};

describe('CompanyProfilePage', { timeout: 30_000 }, () => {
  it("shows the company's data and each attorney's power per contract", async () => {
    serve(() => json(profile()));
    render(<CompanyProfilePage />);
    const data = await screen.findByRole('region', { name: 'Datos de la empresa' });
    expect(data).toHaveTextContent('Razón socialComercial Pacífico Ltda.');
    expect(data).toHaveTextContent('RUT77.123.456-9');
    expect(data).toHaveTextContent('Gerente GeneralRodrigo Ignacio Soto Muñoz (15.432.198-5)');
    const attorneys = screen.getByRole('region', { name: 'Apoderados y sus poderes' });
    expect(attorneys).toHaveTextContent('Contrato MarcoFirma conjunta');
  });

  it('shows the reason of a refused set, then signs with a validated one', async () => {
    const calls: { path: string; body: unknown }[] = [];
    serve(({ method, path, body }) => {
      if (method === 'GET') return json(profile());
      calls.push({ path, body });
      if (path.endsWith('/validacionSpf')) {
        const ruts = (body as { RutApoderados: string[] }).RutApoderados;
        return ruts.includes(RODRIGO)
          ? json(marco({ estado: 'enFirma', firmantes: [rodrigoPending], puedeFirmar: true }))
          : json(
              {
                message: 'Patricia Elena Lagos Vidal firma el Contrato Marco en forma conjunta.',
                status: 422,
              },
              422,
            );
      }
      return json(
        marco({
          estado: 'firmado',
          firmantes: [{ ...rodrigoPending, firmadoEl: '2026-11-27T13:32:00.000Z' }],
          firmadoEl: '2026-11-27T13:32:00.000Z',
        }),
      );
    });
    render(<CompanyProfilePage />);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Contrato Marco' });
    expect(within(card).getByText('Pendiente de firma')).toBeVisible();
    await user.click(within(card).getByRole('checkbox', { name: /^Patricia/ }));
    await user.click(within(card).getByRole('button', { name: 'Validar apoderados' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Patricia Elena Lagos Vidal firma el Contrato Marco en forma conjunta.',
    );
    await user.click(within(card).getByRole('checkbox', { name: /^Patricia/ }));
    await user.click(within(card).getByRole('checkbox', { name: /^Rodrigo/ }));
    await user.click(within(card).getByRole('button', { name: 'Validar apoderados' }));
    expect(await within(card).findByText('En proceso de firma')).toBeVisible();
    expect(
      within(card).getByRole('list', { name: 'Firmantes del Contrato Marco' }),
    ).toHaveTextContent(
      'Rodrigo Ignacio Soto MuñozUsted15.432.198-5 · Firma individualPendiente de firma',
    );
    await user.click(within(card).getByRole('button', { name: 'Firmar contrato' }));
    expect(await within(card).findByText('Firmado el 27/11/2026 10:32.')).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Su firma del Contrato Marco quedó registrada y el contrato está firmado.',
    );
    expect(within(card).queryByRole('button')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual([
      '/api/clientePersonaJuridica/firmaContratos/marco/validacionSpf',
      '/api/clientePersonaJuridica/firmaContratos/marco/validacionSpf',
      '/api/clientePersonaJuridica/firmaContratos/marco/firma',
    ]);
    expect(calls[2]!.body).toEqual({ authorizationId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('asks an attorney with an authenticator app for its code before signing', async () => {
    const fetchMock = serve(({ method }) =>
      method === 'GET'
        ? json({
            ...profile(['cronto']),
            contratos: [
              marco({ estado: 'enFirma', firmantes: [rodrigoPending], puedeFirmar: true }),
            ],
          })
        : json(
            marco({
              estado: 'firmado',
              firmantes: [{ ...rodrigoPending, firmadoEl: '2026-11-27T13:32:00.000Z' }],
              firmadoEl: '2026-11-27T13:32:00.000Z',
            }),
          ),
    );
    render(<CompanyProfilePage />);
    const user = userEvent.setup();
    const sign = await screen.findByRole('button', { name: 'Firmar contrato' });
    await user.click(sign);
    const code = screen.getByLabelText(/^Código de verificación/);
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/Ingrese los 6 dígitos del código/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(code, '123456');
    await user.click(sign);
    expect(await screen.findByText('Firmado el 27/11/2026 10:32.')).toBeVisible();
    const body = JSON.parse(String(fetchMock.mock.calls[1]![1]!.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ metodo: 'cronto', codigo: '123456' });
  });
});
