import type { statements } from '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { toIsoDate } from '@inversiones/design-system/es-cl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, serve } from '../funds/funds.test-helper.tsx';
import { StatementsPage } from './StatementsPage.tsx';

const available: statements.AvailabilityResponse = {
  today: '2026-11-27',
  historicYears: 5,
  earliest: '2021-11-27',
  months: ['2026-10', '2026-09', '2026-08'],
  scopes: [
    { id: 'consolidada', name: 'Cartola consolidada' },
    { id: 'ffmm', name: 'Fondos Mutuos' },
  ],
};

const statementFor = (url: URL): statements.Statement => {
  const from = url.searchParams.get('fechaInicio') ?? '';
  const to = url.searchParams.get('fechaTermino') ?? '';
  return {
    scope: url.pathname.endsWith('/ffmm') ? 'ffmm' : 'consolidada',
    from: toIsoDate(from),
    to: toIsoDate(to),
    openingDate: '2026-09-30',
    opening: { amount: 1_000_000, currency: 'CLP' },
    netContributions: { amount: 50_000, currency: 'CLP' },
    result: { amount: 12_345, currency: 'CLP' },
    closing: { amount: 1_062_345, currency: 'CLP' },
    profitability: 1.21,
    lines: [],
    movements: [],
  };
};

afterEach(() => vi.unstubAllGlobals());

function show(initial = '/cartolas') {
  const fetchMock = serve({
    '/api/cartolas/disponibles': available,
    '/api/cartolas/consolidada': statementFor,
    '/api/cartolas/ffmm': statementFor,
  });
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="cartolas" element={<StatementsPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return fetchMock;
}

describe('Cartolas', () => {
  it("shows last month's consolidated statement, then the product and month chosen", async () => {
    const fetchMock = show();
    const card = await screen.findByRole('region', { name: 'Cartola consolidada: Octubre 2026' });
    expect(await within(card).findByText(/1\.062\.345/)).toBeVisible();
    expect(within(card).getByText('Saldo final al 31/10/2026')).toBeVisible();
    expect(within(card).getByText(/1,21\s%/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Producto/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fondos Mutuos' }));
    await userEvent.click(screen.getByRole('button', { name: /Mes/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Septiembre 2026' }));
    await screen.findByRole('region', { name: 'Fondos Mutuos: Septiembre 2026' });
    const last = callsTo(fetchMock, '/api/cartolas/ffmm').at(-1);
    expect(last?.searchParams.get('fechaInicio')).toBe('20260901');
    expect(last?.searchParams.get('fechaTermino')).toBe('20260930');
  });

  it('refuses a period under 15 days before any call, and shows a longer one', async () => {
    const fetchMock = show('/cartolas?fechaInicio=20261101&fechaTermino=20261110');
    const form = await screen.findByRole('form', { name: 'Cartola por período' });
    expect(
      within(form).getByText('El período debe ser de al menos 15 días. Amplíe el rango de fechas.'),
    ).toBeVisible();
    // The refused period is never asked: last month stands instead.
    await screen.findByRole('region', { name: 'Cartola consolidada: Octubre 2026' });
    await waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/cartolas/consolidada').some(
          (url) => url.searchParams.get('fechaInicio') === '20261101',
        ),
      ).toBe(false),
    );
  });
});
