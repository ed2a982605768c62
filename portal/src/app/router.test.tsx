import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetUiState } from '../store/ui.ts';
import { routes } from './router.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetUiState();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
});

describe('routes', () => {
  it('/ shows the home page', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { name: 'Bienvenido a su portal de inversiones' }),
    ).toBeInTheDocument();
  });

  it.each(['/login', '/login/sesionExpirada'])('%s shows the login placeholder', async (path) => {
    renderAt(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingreso de clientes' }),
    ).toBeInTheDocument();
  });

  it('an unknown path redirects to the root', async () => {
    const router = renderAt('/ruta/que/no/existe');
    expect(
      await screen.findByRole('heading', { name: 'Bienvenido a su portal de inversiones' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
