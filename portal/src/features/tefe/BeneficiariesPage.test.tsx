import { tefeAccess, type tefeBeneficiaries } from '@inversiones/contract';
import { beneficiarySample } from '@inversiones/contract/samples/tefe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderRoutes, serve } from '../funds/funds.test-helper.tsx';
import { BeneficiariesPage } from './BeneficiariesPage.tsx';

const LIST = '/api/tefe/beneficiarios';
const ACCESS = '/api/tefe';

const beneficiary = beneficiarySample;
const laura = beneficiary(1, 'Laura', 'Gómez', 1);
const pierre = beneficiary(2, 'Pierre', 'Martin', 3);
const held = beneficiary(3, 'Viktor', 'Bout', 6);
const page = (rows: tefeBeneficiaries.Beneficiary[], total = rows.length) => ({
  beneficiarios: rows,
  total,
  numeroPagina: 1,
  registrosPagina: 10,
});

const renderPage = (path = '/tefe/beneficiarios') =>
  renderRoutes(path, <Route path="tefe/beneficiarios" element={<BeneficiariesPage />} />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BeneficiariesPage', { timeout: 20_000 }, () => {
  it('shows spec 6’s message to a profile TEFE is closed to, and no list', async () => {
    const fetchMock = serve({
      [ACCESS]: { activo: false, mensaje: tefeAccess.tefeAccessMessages.blocked },
    });
    renderPage();
    expect(await screen.findByText(tefeAccess.tefeAccessMessages.blocked)).toBeVisible();
    expect(callsTo(fetchMock, LIST)).toEqual([]);
  });

  it('lists with statuses, filters and searches through the URL, and pages', async () => {
    const user = userEvent.setup();
    const fetchMock = serve({
      [ACCESS]: { activo: true, mensaje: null },
      [LIST]: (url: URL) =>
        url.searchParams.get('nombre') === 'zzz' ? page([]) : page([laura, pierre, held], 13),
    });
    renderPage();
    const lauraCard = await screen.findByRole('article', { name: 'Laura Gómez' });
    expect(lauraCard).toHaveTextContent('Aprobado');
    expect(screen.getByText('13 beneficiarios')).toBeVisible();
    // Compliance's hold is final for the client: no buttons on that card.
    const heldCard = screen.getByRole('article', { name: 'Viktor Bout' });
    expect(within(heldCard).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Pierre Martin' })).getByRole('button', {
        name: 'Bloquear a Pierre Martin',
      }),
    ).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Nombre o alias' }), 'zzz');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/tefe/beneficiarios?nombre=zzz');
    const last = callsTo(fetchMock, LIST).at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      estado: 'TODOS',
      numeroPagina: '1',
      registrosPagina: '10',
      nombre: 'zzz',
    });

    await user.clear(screen.getByRole('textbox', { name: 'Nombre o alias' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await screen.findByRole('article', { name: 'Laura Gómez' });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, LIST).at(-1)?.searchParams.get('numeroPagina')).toBe('2'),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/tefe/beneficiarios?pagina=2');
  });

  it('blocks after confirming, and a failed delete keeps the list and offers Reintentar', async () => {
    const user = userEvent.setup();
    const puts: { id: string; body: unknown }[] = [];
    let failDelete = true;
    const fetchMock = serve({
      [ACCESS]: { activo: true, mensaje: null },
      [LIST]: page([laura, pierre]),
      [`${LIST}/1`]: (_url: URL, init?: RequestInit) => {
        puts.push({ id: '1', body: JSON.parse(String(init?.body)) });
        return { ...laura, StatusId: 4 };
      },
      [`${LIST}/2`]: (_url: URL, init?: RequestInit) => {
        puts.push({ id: '2', body: JSON.parse(String(init?.body)) });
        if (failDelete) {
          failDelete = false;
          return json({ message: 'El servicio no responde.', status: 503 }, 503);
        }
        return { ...pierre, StatusId: 7 };
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bloquear a Laura Gómez' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloquear beneficiario' });
    expect(dialog).toHaveTextContent('Laura Gómez no podrá recibir transferencias');
    await user.click(within(dialog).getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Laura Gómez quedó bloqueado.')).toBeVisible();
    expect(puts).toEqual([{ id: '1', body: { State: 'BLOQUEADO', User: 'WEB' } }]);
    // The list is read again; the focus waits on its heading meanwhile.
    expect(screen.getByRole('heading', { level: 2, name: 'Sus beneficiarios' })).toHaveFocus();
    await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));

    await user.click(await screen.findByRole('button', { name: 'Eliminar a Pierre Martin' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar beneficiario' });
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('No se pudo cambiar el estado de Pierre Martin.');
    const failure = screen
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.includes('No se pudo cambiar el estado'))!;
    expect(failure).toHaveTextContent('El servicio no responde.');
    expect(screen.getByRole('article', { name: 'Pierre Martin' })).toBeVisible();
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pierre Martin fue eliminado.')).toBeVisible();
    expect(puts.at(-1)).toEqual({ id: '2', body: { State: 'ELIMINADO', User: 'WEB' } });
  });

  it('reads a pending beneficiary again until compliance has decided, keeping the list on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let reviewed = false;
      const fetchMock = serve({
        [ACCESS]: { activo: true, mensaje: null },
        [LIST]: () => page([laura, reviewed ? { ...pierre, StatusId: 1 } : pierre]),
      });
      renderPage();
      const card = await screen.findByRole('article', { name: 'Pierre Martin' });
      expect(card).toHaveTextContent('Pendiente de aprobación');
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(callsTo(fetchMock, LIST)).toHaveLength(2));
      // Still pending: still on screen, no skeleton in between.
      expect(screen.getByRole('article', { name: 'Pierre Martin' })).toBe(card);
      reviewed = true;
      await vi.advanceTimersByTimeAsync(10_000);
      await waitFor(() => expect(card).toHaveTextContent('Aprobado'));
      // Decided: no more reads.
      await vi.advanceTimersByTimeAsync(30_000);
      expect(callsTo(fetchMock, LIST)).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
