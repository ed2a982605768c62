import type { payButtons } from '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serve } from '../funds/funds.test-helper.tsx';
import { PayButtonsPage } from './PayButtonsPage.tsx';

const transaction = (n: number): payButtons.Transaction => ({
  id: String(1000 + n),
  payButtonId: 3,
  bankName: 'Banco Austral',
  amount: { amount: 10_000 * n, currency: 'CLP' },
  statusId: 5,
  responseCode: 1,
  createdAt: new Date(Date.UTC(2026, 10, 27, 12, n)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 10, 27, 12, n)).toISOString(),
  accountId: '100234-03',
  purpose: { kind: 'abono' },
  creditFolio: String(2000 + n),
  investmentFolio: null,
  investmentError: null,
  canCancel: false,
});

/** 23 transactions, 10 a page, newest first (as the API pages them). */
function page(url: URL) {
  const number = Number(url.searchParams.get('pagina') ?? '1');
  const all = Array.from({ length: 23 }, (_, i) => transaction(23 - i));
  return {
    page: number,
    pageSize: 10,
    total: all.length,
    rows: all.slice((number - 1) * 10, number * 10),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Abonar con Botón de Pago', () => {
  it("pages the client's transactions on the server, and a new filter starts on its first page", async () => {
    const fetchMock = serve({
      '/api/botonesDePago/acceso': { habilitado: true, productoActivo: true, mensaje: null },
      '/api/botonesDePago': { buttons: [] },
      '/api/botonesDePago/transacciones': page,
    });
    render(
      <MemoryRouter initialEntries={['/ccm/bdp']}>
        <Routes>
          <Route path="ccm/bdp" element={<PayButtonsPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table', { name: 'Mis transacciones' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const pages = screen.getByRole('navigation', { name: 'Páginas de Mis transacciones' });
    expect(within(pages).getByText('Página 1 de 3')).toBeVisible();
    await userEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));
    await waitFor(() => expect(within(pages).getByText('Página 2 de 3')).toBeVisible());
    const asked = () => callsTo(fetchMock, '/api/botonesDePago/transacciones');
    expect(asked().at(-1)?.searchParams.get('pagina')).toBe('2');
    // While a page loads its navigation waits; then it goes on.
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: /Siguiente/ })).toBeEnabled(),
    );
    await userEvent.click(within(pages).getByRole('button', { name: /Siguiente/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Mis transacciones' })).getAllByRole('row'),
      ).toHaveLength(4),
    );
    await userEvent.click(screen.getByRole('button', { name: /Estado/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Abonada por el banco' }));
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('estado')).toBe('5'));
    expect(asked().at(-1)?.searchParams.get('pagina')).toBeNull();
  }, 20_000);
});
