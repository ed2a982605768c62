import { RUT_EXAMPLE } from '@inversiones/design-system';
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { beginSession, clearSession } from '../store/session.ts';
import { resetUiState } from '../store/ui.ts';
import { AppRoutes } from './router.tsx';

const visited: string[] = [];
function LocationProbe() {
  const { pathname } = useLocation();
  useEffect(() => {
    visited.push(pathname);
  }, [pathname]);
  return null;
}
const currentPath = () => visited.at(-1);
// The probe records in a passive effect, which may flush after the page is already in the DOM.
const expectPath = (path: string) => waitFor(() => expect(currentPath()).toBe(path));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetUiState();
  clearSession({ broadcast: false, everything: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});

describe('routes', () => {
  it.each(['/login', '/login/sesionExpirada'])('%s shows the login form', async (path) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingreso de clientes' }),
    ).toBeInTheDocument();
    // The example is a made-up rut, not a demo client's (Camila's was shown before).
    expect(screen.getByRole('textbox', { name: /RUT/ })).toHaveAccessibleDescription(
      `Ejemplo: ${RUT_EXAMPLE}`,
    );
  });

  it('/login/{status} shows the status message', async () => {
    renderAt('/login/sesionExpirada');
    expect(
      await screen.findByText('Su sesión ha expirado. Por favor, ingrese nuevamente.'),
    ).toBeInTheDocument();
  });

  it('without a session, / goes to the login and remembers the page', async () => {
    renderAt('/cartolas?mes=10');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingreso de clientes' }),
    ).toBeInTheDocument();
    await expectPath('/login');
    expect(sessionStorage.getItem('returnUlr')).toBe('/cartolas?mes=10');
  });

  it('an unknown path redirects to the root (and, without a session, on to the login)', async () => {
    renderAt('/ruta/que/no/existe');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingreso de clientes' }),
    ).toBeInTheDocument();
    await expectPath('/login');
    expect(sessionStorage.getItem('returnUlr')).toBe('/');
  });

  it('the public /capsulas path opens without a session', async () => {
    renderAt('/capsulas');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cápsulas Educativas' }),
    ).toBeInTheDocument();
    await expectPath('/capsulas');
  });

  it('the shell of a session says it is loading the client, as a status and not a modal dialog', async () => {
    beginSession({ sessionId: 'pub-1', omitirPaso: true });
    // The client, menu and chat calls have not answered yet.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderAt('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando sus datos...');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
