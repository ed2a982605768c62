import type { stockOrders } from '@inversiones/contract';
import { act, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderRoutes, serve } from '../funds/funds.test-helper.tsx';
import { order, pesos } from '../stocks/stocks.test-helper.ts';
import { OrderReceiptPage } from './OrderReceiptPage.tsx';

/** A limit purchase of 10 CHILE, scheduled for Monday's opening. */
const pending = order('5000008', {
  nemo: 'CHILE',
  nombre: 'Banco de Chile',
  cantidad: 10,
  precioLimite: 150.14,
  montoBruto: pesos(1_501),
  derechosBolsa: pesos(1),
  iva: pesos(285),
  total: pesos(3_287),
  rueda: '2026-11-30',
  ingresada: '2026-11-30T09:29:40-03:00',
  cuentaCustodia: '100234-05',
  cuentaCorriente: '100234-03',
});

const filled: stockOrders.Order = {
  ...pending,
  estado: 'ejecutada',
  cantidadEjecutada: 10,
  precioEjecucion: 125.3,
  montoBruto: pesos(1_253),
  total: pesos(3_038),
  ejecutada: '2026-11-30T09:30:00-03:00',
};

const renderAt = (path: string) =>
  renderRoutes(path, <Route path="acciones/comprobante/:folio" element={<OrderReceiptPage />} />);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OrderReceiptPage', () => {
  it('follows a pending order and says when it fills, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [pending, pending, filled];
    const fetchMock = serve({
      '/api/bolsa/ordenes/5000008': () => answers.shift() ?? filled,
    });
    renderAt('/acciones/comprobante/5000008');
    expect(
      await screen.findByRole('heading', { name: 'Orden de compra ingresada' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Monto bruto estimado')).toBeInTheDocument();

    // The next price step: still pending, nothing said.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(fetchMock, '/api/bolsa/ordenes/5000008')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Compra ejecutada' })).toBeNull();

    // The one after: filled at the opening.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByRole('heading', { name: 'Compra ejecutada' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Su orden se ejecutó: el comprobante muestra el precio y los montos finales.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('$ 125,30')).toBeInTheDocument();
    expect(screen.getByText('Total pagado')).toBeInTheDocument();

    // Filled: no more questions.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(callsTo(fetchMock, '/api/bolsa/ordenes/5000008')).toHaveLength(3);
  });

  it("says so for another client's folio", async () => {
    serve({
      '/api/bolsa/ordenes/5000099': json(
        { message: 'No encontramos esa orden.', status: 404 },
        404,
      ),
    });
    renderAt('/acciones/comprobante/5000099');
    expect(await screen.findByText('No encontramos esa orden.')).toBeInTheDocument();
  });
});
