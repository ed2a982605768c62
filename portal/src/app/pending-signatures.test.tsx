import type { Client, MenuItem } from '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './router.tsx';
import { clearClient } from '../store/client.ts';
import { clearMenu } from '../store/menu.ts';
import { clearPendingSignatures, pendingSignaturesState } from '../store/pending-signatures.ts';
import { resetUiState } from '../store/ui.ts';
import {
  asNaturalPerson,
  fakeApi,
  findTable,
  json,
  type ApiOptions,
} from '../features/order-signing/order-signing.test-helper.tsx';

// The whole shell and a page per test: slow under load.
vi.setConfig({ testTimeout: 30_000 });

const item = (id: string, label: string, route: string): MenuItem => ({
  id,
  label,
  route,
  show: 1,
  isNew: false,
  items: [],
});

const camila: Client = {
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
  Ejecutivos: [],
  AreaGeneralTitular: 'Personas',
  Nombre: 'Camila Andrea',
  ApellidoPaterno: 'Rojas',
  ApellidoMaterno: 'Fuentes',
  RutCliente: '12345678-5',
  Create: new Date().toISOString(),
};

/** The shell's own calls (client, menu with item 11, no chat) besides the area's. */
function shellApi(options: ApiOptions = {}) {
  resetUiState();
  clearClient();
  clearMenu();
  const api = fakeApi({
    ...options,
    extra: {
      'GET /api/client': () => json(camila),
      'GET /api/menu': () =>
        json([
          item('01', 'Inicio', '/'),
          { ...item('11', 'Firma de Operaciones', '/firmaOperaciones'), isNew: true },
          item('06', 'Cartolas', '/cartolas'),
        ]),
      'GET /api/chat/link': () => json({ habilitado: false, url: '' }),
      ...options.extra,
    },
  });
  asNaturalPerson();
  return api;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

const mainMenu = () => within(screen.getByRole('navigation', { name: 'Menú principal' }));

// The shell holds its loader while a page's chunk loads (a transition): under CI's load the first
// import of the home and signing pages took longer than a finder's 5 s, so they load beforehand.
beforeAll(async () => {
  await Promise.all([
    import('./shells/AppShell.tsx'),
    import('./guards/RequireLogin.tsx'),
    import('./guards/RequireMenu.tsx'),
    import('../features/home/HomePage.tsx'),
    import('../features/order-signing/OrderSigningPage.tsx'),
  ]);
}, 120_000);

afterEach(() => {
  clearPendingSignatures();
  clearMenu();
});

describe('signatures waiting (orders and documents)', () => {
  it('show as a count on Firma de Operaciones in the menu, which follows a signature', async () => {
    const api = shellApi();
    renderAt('/firmaOperaciones');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Firma de Operaciones' }),
    ).toBeVisible();
    const link = await waitFor(() =>
      mainMenu().getByRole('link', { name: /^Firma de Operaciones.*, 5 firmas pendientes$/ }),
    );
    expect(link).toHaveAttribute('aria-current', 'page');

    const table = await findTable();
    await userEvent.click(table.getByRole('checkbox', { name: 'Seleccionar orden 100231' }));
    await userEvent.click(screen.getByRole('button', { name: 'Firmar' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Firma de órdenes' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: /Declaro haber leído/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Código de verificación/ }), '123456');
    await userEvent.click(dialog.getByRole('button', { name: 'Firmar' }));
    expect(await screen.findByText('Firmó 1 orden.')).toBeVisible();
    await waitFor(() =>
      expect(
        mainMenu().getByRole('link', { name: /^Firma de Operaciones.*, 4 firmas pendientes$/ }),
      ).toBeVisible(),
    );
    expect(api.to('/api/firmas/pendientes')).toHaveLength(2);
  });

  it('show as a notice on the home page, above the balance, with the way to sign them', async () => {
    shellApi();
    renderAt('/');
    const notice = await screen.findByText(/^Tiene 5 firmas pendientes, 1 vence hoy\./);
    const heading = await screen.findByRole('heading', { level: 1 });
    // Before the client's balance in the page (it is the page's heading).
    expect(notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Firma de Operaciones' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Firma de Operaciones' }),
    ).toBeVisible();
  });

  it('count the documents too, and lead straight to them when only documents wait', async () => {
    shellApi({
      extra: {
        'GET /api/firmas/pendientes': () =>
          json({
            ordenes: { forward: 0, internacional: 0, mlt: 0, simultanea: 0 },
            documentos: 2,
            total: 2,
            vencenHoy: 0,
          }),
        'GET /api/documentosFirma': () => json({ documentos: [] }),
      },
    });
    renderAt('/');
    const notice = await screen.findByText(/^Tiene 2 firmas pendientes\./);
    expect(notice).not.toHaveTextContent('vence');
    expect(
      await waitFor(() =>
        mainMenu().getByRole('link', { name: /^Firma de Operaciones.*, 2 firmas pendientes$/ }),
      ),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Firma de Operaciones' }));
    expect(await screen.findByRole('tab', { name: 'Documentos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('leave the home page and the menu quiet when there are none', async () => {
    shellApi({
      extra: {
        'GET /api/firmas/pendientes': () =>
          json({
            ordenes: { forward: 0, internacional: 0, mlt: 0, simultanea: 0 },
            documentos: 0,
            total: 0,
            vencenHoy: 0,
          }),
      },
    });
    renderAt('/');
    await waitFor(() => expect(pendingSignaturesState.status).toBe('ready'));
    expect(
      await waitFor(() => mainMenu().getByRole('link', { name: /^Firma de Operaciones/ })),
    ).not.toHaveTextContent(/pendiente|\d/);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/firmas? pendientes?/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ir a Firma de Operaciones' })).toBeNull();
  });
});
