import { stockFinancing } from '@inversiones/contract';
import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, serve } from '../funds/funds.test-helper.tsx';
import { ShortSalesPage } from './ShortSalesPage.tsx';
import { SimultaneasPage } from './SimultaneasPage.tsx';
import { shortSalesAnswer, simultaneasAnswer } from './stock-financing.fixtures.ts';

const render = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="simultaneas" element={<SimultaneasPage />} />
      <Route path="ventaCorta" element={<ShortSalesPage />} />
      <Route path="*" element={<p>Otra página</p>} />
    </>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SimultaneasPage', () => {
  it('lists her simultáneas with their terms, and sends the one to sign to Firma de Operaciones', async () => {
    // The fixture is what the contract accepts.
    stockFinancing.simultaneas.response.parse(simultaneasAnswer);
    serve({ '/api/bolsa/simultaneas': simultaneasAnswer });
    render('/simultaneas');
    expect(screen.getByRole('heading', { level: 1, name: 'Simultáneas' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mis simultáneas' });
    const running = within(table).getByRole('row', { name: /640052/ });
    for (const text of [
      '20.000',
      '06/11/2026 al 21/12/2026',
      '45 días',
      '$ 1.412,50',
      '$ 1.430,51',
      '$ 28.250.000',
      '0,8500 %',
      'Firmada',
    ]) {
      expect(within(running).getByText(text)).toBeInTheDocument();
    }
    const toSign = within(table).getByRole('row', { name: /640087/ });
    expect(within(toSign).getByText('Por firmar')).toBeInTheDocument();
    expect(within(toSign).getByText('0,8040 %')).toBeInTheDocument();
    expect(within(toSign).getByRole('link', { name: 'Firmar simultánea 640087' })).toHaveAttribute(
      'href',
      '/firmaOperaciones',
    );
    expect(within(toSign).getByRole('link', { name: 'SQM-B' })).toHaveAttribute(
      'href',
      '/acciones/SQM-B',
    );
    expect(screen.getByText('Tiene 1 simultánea por firmar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a Firma de Operaciones' })).toHaveAttribute(
      'href',
      '/firmaOperaciones',
    );
    expect(screen.getByText('Total financiado: $ 60.090.000')).toBeInTheDocument();
  });

  it('says when she has none, with no warning to sign', async () => {
    serve({
      '/api/bolsa/simultaneas': {
        simultaneas: [],
        totalFinanciado: { amount: 0, currency: 'CLP' },
      },
    });
    render('/simultaneas');
    expect(await screen.findByText('No tiene simultáneas vigentes.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/por firmar/)).not.toBeInTheDocument();
  });

  it('offers to retry when the call fails', async () => {
    let calls = 0;
    serve({
      '/api/bolsa/simultaneas': () =>
        ++calls === 1
          ? json({ message: 'Servicio no disponible', status: 503 }, 503)
          : simultaneasAnswer,
    });
    render('/simultaneas');
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    retry.click();
    expect(await screen.findByRole('table', { name: 'Mis simultáneas' })).toBeInTheDocument();
  });
});

describe('ShortSalesPage', () => {
  it('shows her venta corta with its loan, collateral and the loss in words', async () => {
    stockFinancing.ventasCortas.response.parse(shortSalesAnswer);
    serve({ '/api/bolsa/ventacorta': shortSalesAnswer });
    render('/ventaCorta');
    expect(screen.getByRole('heading', { level: 1, name: 'Venta Corta' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mis ventas cortas' });
    const row = within(table).getByRole('row', { name: /820041/ });
    for (const text of [
      '3.000',
      '$ 4.210,30',
      '23/10/2026',
      '21/01/2027',
      '3,50 %',
      '$ 18.946.350',
      '$ 4.305,10',
      'Pérdida de $ 284.400',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Resultado total: Pérdida de $ 284.400')).toBeInTheDocument();
    expect(screen.getByText('Garantía total: $ 18.946.350')).toBeInTheDocument();
    expect(screen.getByText(/Precios al 27\/11\/2026 12:00/)).toBeInTheDocument();
  });

  it('says a gain in words too, and when she has none', async () => {
    const gain = {
      ...shortSalesAnswer,
      ventasCortas: [
        {
          ...shortSalesAnswer.ventasCortas[0]!,
          precioActual: 4_100,
          resultado: { amount: 330_900, currency: 'CLP' as const },
        },
      ],
      resultadoTotal: { amount: 330_900, currency: 'CLP' as const },
    };
    serve({ '/api/bolsa/ventacorta': gain });
    const { unmount } = render('/ventaCorta');
    expect(await screen.findByText('Resultado total: Ganancia de $ 330.900')).toBeInTheDocument();
    unmount();
    serve({
      '/api/bolsa/ventacorta': {
        ...shortSalesAnswer,
        ventasCortas: [],
        garantiaTotal: { amount: 0, currency: 'CLP' },
        resultadoTotal: { amount: 0, currency: 'CLP' },
      },
    });
    render('/ventaCorta');
    expect(await screen.findByText('No tiene ventas cortas vigentes.')).toBeInTheDocument();
  });
});
