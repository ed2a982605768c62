import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubChartEnvironment } from '../funds/chart-test-environment.ts';
import { serve } from '../funds/funds.test-helper.tsx';
import { StockDetailPage } from './StockDetailPage.tsx';
import { priceList, quote } from './stocks.test-helper.ts';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/acciones/:nemo" element={<StockDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );

const detail = {
  accion: quote('CHILE', { nombre: 'Banco de Chile', precio: 120 }),
  hora: '2026-11-27T14:00:00.000Z',
  dividendos: [{ fecha: '2026-03-31', monto: 7.56 }],
  disclaimers: [
    'Rentabilidades o ganancias obtenidas en el pasado no garantizan que ellas se repitan.',
  ],
};

beforeEach(() => {
  stubChartEnvironment();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StockDetailPage', { timeout: 30_000 }, () => {
  it("shows the share's live price, its dividends, its chart and the disclaimers", async () => {
    serve({
      '/api/bolsa/acciones/CHILE': detail,
      '/api/bolsa/acciones/CHILE/grafico': {
        nemo: 'CHILE',
        fechas: ['2026-11-26', '2026-11-27'],
        cierres: [124.5, 125.12],
      },
      '/api/bolsa/acciones': priceList(),
    });
    renderAt('/acciones/CHILE');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'CHILE · Banco de Chile' }),
    ).toBeInTheDocument();
    // The price of the 10-second poll, not the detail's older one.
    const facts = await screen.findByLabelText('Precio de hoy');
    expect(await screen.findByText('$ 125,12')).toBeInTheDocument();
    expect(facts).toHaveTextContent('sube 0,50 %');
    expect(screen.getByText('$ 7,56 por acción')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Precio de CHILE desde 2019' })).toBeInTheDocument();
    expect(screen.getByText(/no garantizan que ellas se repitan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Acciones' })).toHaveAttribute(
      'href',
      '/acciones',
    );
    // The next step, named with the share: Comprar and Vender.
    const trade = screen.getByRole('group', { name: 'Operar CHILE' });
    expect(within(trade).getByRole('link', { name: 'Comprar' })).toHaveAttribute(
      'href',
      '/acciones/CHILE/comprar',
    );
    expect(within(trade).getByRole('link', { name: 'Vender' })).toHaveAttribute(
      'href',
      '/acciones/CHILE/vender',
    );
  });

  it('says so for a share the broker does not trade', async () => {
    serve({
      '/api/bolsa/acciones/NOEXISTE': new Response(
        JSON.stringify({ message: 'No encontramos esa acción.', status: 404 }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      ),
      '/api/bolsa/acciones': priceList(),
    });
    renderAt('/acciones/NOEXISTE');
    expect(await screen.findByText('No encontramos esa acción.')).toBeInTheDocument();
  });
});
