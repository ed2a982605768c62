import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavigationProvider } from '@inversiones/design-system';
import {
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import autorizaciones from '../../../../api/wizards/EBAUTORIZACIONESCLIENTE.json';
import cuentas from '../../../../api/wizards/CUENTASBANCARIASCLIENTE.json';
import datos from '../../../../api/wizards/EBDATOSPERSONALESCLIENTE.json';
import { setNavigator } from '../../errors/navigation.ts';
import { pageTitleState } from '../../store/page-title.ts';
import { startTestSession } from '../../wizard/engine/test-session.test-helper.ts';
import { stubWizardApi } from '../../wizard/engine/stub-wizard-api.test-helper.ts';
import { PersonalDataPage } from './PersonalDataPage.tsx';

const templates = {
  EBDATOSPERSONALESCLIENTE: datos,
  EBAUTORIZACIONESCLIENTE: autorizaciones,
  CUENTASBANCARIASCLIENTE: cuentas,
};

function Probe() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{pathname}</output>
      <button type="button" data-testid="back" onClick={() => void navigate(-1)} />
    </>
  );
}

/** As the root layout does: the design system's tabs navigate through the router. */
function Layout() {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <Outlet />
    </NavigationProvider>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="miPerfil/misDatosPersonales/*" element={<PersonalDataPage />} />
        </Route>
      </Routes>
      <Probe />
    </MemoryRouter>,
  );
}

afterEach(() => {
  setNavigator(null);
  vi.unstubAllGlobals();
});

describe('Mis Datos Personales', { timeout: 60_000 }, () => {
  it('shows spec 2’s four tabs in order and opens the one a deep link names', async () => {
    startTestSession(vi.fn());
    stubWizardApi({ templates });
    renderAt('/miPerfil/misDatosPersonales/identificacion');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Datos Personales',
      'Identificación',
      'Autorización y Clase de Órdenes',
      'Cuentas Bancarias y Formas de Pago',
    ]);
    expect(screen.getByRole('tab', { name: 'Identificación' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(pageTitleState.page).toBe('Identificación');
    expect(await screen.findByRole('textbox', { name: /Número de serie/ })).toBeInTheDocument();
    // The RUT identifies her: shown, not editable.
    expect(screen.queryByRole('textbox', { name: /^RUT/ })).not.toBeInTheDocument();
  });

  it('an unknown tab goes to the first one; back returns to the tab before', async () => {
    startTestSession(vi.fn());
    stubWizardApi({ templates });
    renderAt('/miPerfil/misDatosPersonales/otra');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/miPerfil\/misDatosPersonales$/),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Cuentas Bancarias y Formas de Pago' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/miPerfil/misDatosPersonales/cuentasBancarias',
    );
    await userEvent.click(screen.getByTestId('back'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/miPerfil\/misDatosPersonales$/);
  });

  it('saves a section over the data already stored, with If-Match, and says so', async () => {
    startTestSession(vi.fn());
    const api = stubWizardApi({
      templates,
      data: { EBAUTORIZACIONESCLIENTE: { autorizados: [] } },
    });
    renderAt('/miPerfil/misDatosPersonales/autorizacion');
    const orders = await screen.findByRole('region', { name: 'Clase de órdenes' });
    await userEvent.click(within(orders).getByRole('checkbox', { name: 'Portal web' }));
    await userEvent.click(
      within(orders).getByRole('checkbox', { name: 'Rescates de fondos mutuos' }),
    );
    await userEvent.click(within(orders).getByRole('button', { name: 'Guardar cambios' }));
    expect(await within(orders).findByText('Sus datos fueron guardados.')).toBeInTheDocument();
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]).toMatchObject({
      id: 'EBAUTORIZACIONESCLIENTE',
      ifMatch: '"1"',
      body: {
        jsonData: { autorizados: [], ordenes: { ClasesOrden: ['RES'], Canales: ['WEB'] } },
      },
    });
  });

  it('a section with a required answer missing is not saved', async () => {
    startTestSession(vi.fn());
    const api = stubWizardApi({ templates });
    renderAt('/miPerfil/misDatosPersonales/autorizacion');
    const orders = await screen.findByRole('region', { name: 'Clase de órdenes' });
    await userEvent.click(within(orders).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(within(orders).getAllByText(/requerido/).length).toBeGreaterThan(0));
    expect(api.puts).toHaveLength(0);
  });
});
