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
    expect(screen.getByRole('link', { name: 'Movimientos y dividendos' })).toHaveAttribute(
      'href',
      '/acciones/movimientos',
    );
    expect(screen.getByRole('link', { name: 'Simultáneas' })).toHaveAttribute(
      'href',
      '/simultaneas',
    );
    expect(screen.getByRole('link', { name: 'Venta Corta' })).toHaveAttribute(
      'href',
      '/ventaCorta',
    );
    expect(screen.getByRole('link', { name: 'Renta Fija' })).toHaveAttribute(
      'href',
      '/acciones/rentaFija',
    );
    expect(screen.getByRole('link', { name: 'Pactos' })).toHaveAttribute(
      'href',
      '/acciones/pactos',
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

  it('shows her shares in custody first: their value, the result and a way to sell', async () => {
    const pesos = (amount: number) => ({ amount, currency: 'CLP' as const });
    serve({
      '/api/bolsa/acciones': priceList(),
      '/api/bolsa/research/cartera': portfolio(),
      '/api/bolsa/saldos': {
        hora: '2026-11-27T14:00:10.000Z',
        cuentaCustodia: '100234-05',
        posiciones: [
          {
            nemo: 'CHILE',
            nombre: 'Banco de Chile',
            cantidad: 100,
            disponible: 60,
            precio: 125.12,
            valor: pesos(12_512),
            invertido: pesos(12_450),
            variacionDia: 0.498,
          },
        ],
        total: pesos(12_512),
      },
    });
    renderPage();
    // The section by its heading: a role query over the whole price table is slow in jsdom.
    const heading = await screen.findByText('Mis acciones', { selector: 'h2' });
    const section = heading.closest('section')!;
    const total = await within(section).findByText('Saldo total en pesos');
    expect(total.nextElementSibling).toHaveTextContent('$ 12.512');
    // Value less invested: 12.512 - 12.450.
    expect(within(section).getByText('Ganancia')).toBeInTheDocument();
    expect(within(section).getByText('+$ 62', { exact: false })).toBeInTheDocument();
    const row = within(section).getByRole('row', { name: /CHILE/ });
    expect(row).toHaveTextContent('100 (60 disponibles)');
    expect(within(row).getByRole('link', { name: 'Vender CHILE' })).toHaveAttribute(
      'href',
      '/acciones/CHILE/vender',
    );
    expect(within(section).getByText(/Cuenta de custodia 100234-05/)).toBeInTheDocument();
  });

  it('says she has no shares yet', async () => {
    serve({
      '/api/bolsa/acciones': priceList(),
      '/api/bolsa/research/cartera': portfolio(),
      '/api/bolsa/saldos': {
        hora: '2026-11-27T14:00:10.000Z',
        cuentaCustodia: null,
        posiciones: [],
        total: { amount: 0, currency: 'CLP' },
      },
    });
    renderPage();
    expect(
      await screen.findByText(
        'Aún no tiene acciones en custodia. Elija una acción de la lista para comprar.',
      ),
    ).toBeInTheDocument();
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
    // The prices' and the custody's (not served here): each can be retried on its own.
    expect(await screen.findAllByRole('button', { name: 'Reintentar' })).toHaveLength(2);
  });
});
