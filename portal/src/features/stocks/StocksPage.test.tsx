import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serve } from '../funds/funds.test-helper.tsx';
import { StocksPage } from './StocksPage.tsx';
import { portfolio, priceList } from './stocks.test-helper.ts';

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/acciones']}>
      <Routes>
        <Route path="/acciones" element={<StocksPage />} />
      </Routes>
    </MemoryRouter>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StocksPage', () => {
  it('lists the shares with their prices, the session and the time of the prices', async () => {
    serve({ '/api/bolsa/acciones': priceList(), '/api/bolsa/research/cartera': portfolio() });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Acciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mis órdenes' })).toHaveAttribute(
      'href',
      '/acciones/misOrdenes/ordenes',
    );
    const table = await screen.findByRole('table', { name: 'Precios de acciones' });
    const sqm = within(table).getByRole('row', { name: /SQM-B/ });
    expect(sqm).toHaveTextContent('$ 17.603,72');
    expect(within(sqm).getByText('baja 1,05 %')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /FORUS/ })).toHaveTextContent(
      'Solo precio límite',
    );
    expect(within(sqm).getByRole('link', { name: 'Ver SQM-B' })).toHaveAttribute(
      'href',
      '/acciones/SQM-B',
    );
    expect(screen.getByText('Mercado abierto hasta las 16:00.')).toBeInTheDocument();
    expect(screen.getByText(/27\/11\/2026 11:00:10/)).toBeInTheDocument();
  });

  it("shows the research portfolio's seven shares with their weights", async () => {
    serve({ '/api/bolsa/acciones': priceList(), '/api/bolsa/research/cartera': portfolio() });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Cartera recomendada por Research' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('row', { name: /SQM-B/ })).toHaveTextContent('18 %');
    expect(screen.getByText(/Revisada el 01\/11\/2026/)).toBeInTheDocument();
  });

  it('says when the market opens while it is closed', async () => {
    serve({
      '/api/bolsa/acciones': priceList(undefined, 'cerrado'),
      '/api/bolsa/research/cartera': portfolio(),
    });
    renderPage();
    expect(
      await screen.findByText(
        'Mercado cerrado. Abre el 30/11/2026 a las 09:30. Los precios son del último cierre.',
      ),
    ).toBeInTheDocument();
  });

  it('offers Reintentar when the prices cannot be read', async () => {
    serve({
      '/api/bolsa/acciones': new Response('no', { status: 503 }),
      '/api/bolsa/research/cartera': portfolio(),
    });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
