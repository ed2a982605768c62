import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
});
