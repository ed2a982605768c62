import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '@inversiones/contract';
import { clientState } from '../../store/client.ts';
import { sessionState } from '../../store/session.ts';
import { resetUiState, uiState } from '../../store/ui.ts';
import { HomePage } from './HomePage.tsx';

const healthy = () =>
  new Response(
    JSON.stringify({
      status: 'ok',
      database: 'pglite',
      version: '0.1.0',
      time: new Date().toISOString(),
      wizards: { loaded: 14, refused: [] },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

const failing = () =>
  new Response(
    JSON.stringify({
      message: 'Ha ocurrido un error, por favor intente más tarde...',
      status: 500,
    }),
    { status: 500, headers: { 'Content-Type': 'application/json' } },
  );

beforeEach(() => {
  resetUiState();
});

describe('HomePage', () => {
  it('welcomes the client and shows "Servicio disponible" once /api/health answers', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(healthy()));
    vi.stubGlobal('fetch', fetchMock);
    render(<HomePage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Bienvenido a su portal de inversiones' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Servicio disponible')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/health', expect.anything());
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it('confirms a finished onboarding and moves the focus there, once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(healthy())),
    );
    const { unmount } = render(<HomePage />);
    expect(screen.queryByText('Su cuenta está lista')).not.toBeInTheDocument();
    act(() => {
      uiState.journeyCompleted = true;
    });
    const confirmation = (await screen.findByText('Su cuenta está lista')).closest(
      '[tabindex="-1"]',
    );
    expect(confirmation).toHaveFocus();
    unmount();
    expect(uiState.journeyCompleted).toBe(false);
  });

  it('announces the status in a polite live region', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(healthy())),
    );
    render(<HomePage />);
    const status = await screen.findByText('Servicio disponible');
    expect(status.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows "Servicio no disponible" on failure, and "Reintentar" checks again', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(failing())
      .mockResolvedValueOnce(healthy());
    vi.stubGlobal('fetch', fetchMock);
    render(<HomePage />);

    expect(await screen.findByText('Servicio no disponible')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Reintentar' });

    await userEvent.click(retry);
    expect(await screen.findByText('Servicio disponible')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Servicio no disponible')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    // Focus is not dropped to the page when the button it was on goes away.
    expect(screen.getByText('Servicio disponible').parentElement).toHaveFocus();
  });

  it('keeps offering "Reintentar" while the service stays down, without crashing', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    render(<HomePage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeEnabled();
    expect(screen.getByText('Servicio no disponible')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  describe('acting for a company', () => {
    const record = (over: Partial<Client>): Client =>
      ({
        UserId: '771234569',
        InternalUserId: 300245,
        Segmento: 'Empresas',
        DescripcionTipoPersona: 'Persona Jurídica',
        TieneCuenta: 1,
        Edad: null,
        Perfil: 'Moderado',
        PerfilId: 2,
        Genero: '',
        ClienteJefe: true,
        Ejecutivos: [],
        AreaGeneralTitular: 'Banca Empresas',
        Nombre: 'Comercial Pacífico Ltda.',
        ApellidoPaterno: '',
        ApellidoMaterno: '',
        RutCliente: '77123456-9',
        Create: new Date().toISOString(),
        ...over,
      }) as Client;

    beforeEach(() => {
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(() => Promise.resolve(healthy())),
      );
      sessionState.active = true;
      sessionState.flags.naturalPerson = false;
      return () => {
        sessionState.active = false;
        sessionState.flags.naturalPerson = false;
        clientState.client = null;
      };
    });

    it('welcomes the company by name and speaks of its own profile', () => {
      clientState.client = record({});
      render(<HomePage />);
      expect(
        screen.getByRole('heading', { level: 1, name: 'Bienvenido, Comercial Pacífico Ltda.' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { name: 'Perfil de inversión de la empresa' }),
      ).toBeVisible();
      expect(
        screen.getByText(/El perfil de inversión de Comercial Pacífico Ltda\. es Moderado/),
      ).toBeVisible();
      expect(screen.queryByText(/Su perfil de inversionista/)).not.toBeInTheDocument();
    });

    it("never shows a natural person's investor profile", () => {
      clientState.client = record({
        DescripcionTipoPersona: 'Persona Natural',
        Perfil: 'Agresivo',
        PerfilId: 3,
      });
      render(<HomePage />);
      expect(screen.queryByText(/Agresivo/)).not.toBeInTheDocument();
      expect(screen.queryByText(/perfil de inversi/i)).not.toBeInTheDocument();
    });
  });
});
