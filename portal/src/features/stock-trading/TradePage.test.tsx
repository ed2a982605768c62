import type { stockOrders } from '@inversiones/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderRoutes, serve } from '../funds/funds.test-helper.tsx';
import { enablement, order, pesos, priceList, schedule } from '../stocks/stocks.test-helper.ts';
import { OrderReceiptPage } from './OrderReceiptPage.tsx';
import { TradePage } from './TradePage.tsx';

const payment: stockOrders.PaymentMethodsResponse = {
  tipo: 'compra',
  formas: [
    {
      id: 'cuentaCorriente',
      nombre: 'Saldo en cuenta corriente en pesos',
      cuenta: '100234-03',
      disponible: pesos(600_000),
    },
  ],
};

/** 100 SQM-B at 17.603,72: the tariff's figures. */
const cost: stockOrders.Cost = {
  tipo: 'compra',
  nemo: 'SQM-B',
  nombre: 'SQM, Serie B',
  cantidad: 100,
  tipoOrden: 'mercado',
  precio: 17_603.72,
  montoBruto: pesos(1_760_372),
  comision: pesos(5_281),
  derechosBolsa: pesos(880),
  iva: pesos(1_171),
  total: pesos(1_767_704),
  tasaComision: 0.3,
  tasaDerechos: 0.05,
  ejecucion: 'inmediata',
  horario: schedule(),
  ajustePerfil: { profile: 'Agresivo', maxRiskLevel: 7, fundRiskLevel: 6, fits: true },
};
/** The same purchase for a moderate investor: above the profile, a declaration is asked. */
const aboveProfile: stockOrders.Cost = {
  ...cost,
  ajustePerfil: { profile: 'Moderado', maxRiskLevel: 4, fundRiskLevel: 6, fits: false },
};

const filled = order('5000007', {
  tipoOrden: 'mercado',
  cantidad: 100,
  precioLimite: null,
  estado: 'ejecutada',
  cantidadEjecutada: 100,
  precioEjecucion: 17_603.72,
  montoBruto: pesos(1_760_372),
  comision: pesos(5_281),
  derechosBolsa: pesos(880),
  iva: pesos(1_171),
  total: pesos(1_767_704),
  ingresada: '2026-11-27T11:00:10-03:00',
  ejecutada: '2026-11-27T11:00:10-03:00',
  cuentaCustodia: '100234-05',
  cuentaCorriente: '100234-03',
});

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="acciones/:nemo/comprar" element={<TradePage side="compra" />} />
      <Route path="acciones/:nemo/vender" element={<TradePage side="venta" />} />
      <Route path="acciones/comprobante/:folio" element={<OrderReceiptPage />} />
    </>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

// Many keystrokes through React Aria in jsdom: slow when the whole suite runs on two cores.
describe('TradePage', { timeout: 20_000 }, () => {
  it('buys 100 SQM-B at market: the cost as typed, the confirm step, then the voucher', async () => {
    const keys: string[] = [];
    const fetchMock = serve({
      '/api/bolsa/acciones': priceList(),
      '/api/bolsa/habilitacion': enablement(),
      '/api/bolsa/formasDePago': payment,
      '/api/bolsa/compra/costo': cost,
      '/api/bolsa/compra': (_url: URL, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
        return filled;
      },
      '/api/bolsa/ordenes/5000007': filled,
    });
    const user = userEvent.setup();
    renderAt('/acciones/SQM-B/comprar');
    expect(screen.getByRole('heading', { level: 1, name: 'Comprar SQM-B' })).toBeInTheDocument();
    const ticket = await screen.findByRole('form', { name: 'Comprar SQM-B' });
    expect(within(ticket).getByText('$ 17.603,72')).toBeInTheDocument();
    await user.type(within(ticket).getByLabelText(/Cantidad de acciones/), '100');
    // The API's figures, once the client stops typing.
    expect(await within(ticket).findByText('$ 1.767.704')).toBeInTheDocument();
    const [asked] = callsTo(fetchMock, '/api/bolsa/compra/costo');
    expect(asked).toBeDefined();

    await user.click(within(ticket).getByRole('button', { name: 'Continuar' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Confirme su orden' });
    expect(title).toHaveFocus();
    const review = screen.getByRole('group', { name: 'Confirmación de la orden' });
    expect(screen.getByText('Total estimado a pagar')).toBeInTheDocument();
    expect(screen.getByText('Comisión (0,30 %)')).toBeInTheDocument();
    expect(screen.getByText('Saldo en cuenta corriente en pesos 100234-03')).toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Confirmar compra' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/acciones/comprobante/5000007'),
    );
    expect(await screen.findByRole('heading', { name: 'Compra ejecutada' })).toBeInTheDocument();
    expect(screen.getByText('Folio N° 5000007', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('$ 17.603,72')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const body = JSON.parse(
      String(
        fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/bolsa/compra'))?.[1]?.body,
      ),
    );
    expect(body).toEqual({
      nemo: 'SQM-B',
      cantidad: 100,
      tipoOrden: 'mercado',
      programada: false,
      formaPago: 'cuentaCorriente',
      aceptaPerfil: false,
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('above the profile, asks for the declaration; a confirm that fails keeps it and retries with the same key', async () => {
    const keys: string[] = [];
    const bodies: unknown[] = [];
    let answer: Response | stockOrders.Order = new Response('caído', { status: 503 });
    serve({
      '/api/bolsa/acciones': priceList(),
      '/api/bolsa/habilitacion': enablement(),
      '/api/bolsa/formasDePago': payment,
      '/api/bolsa/compra/costo': aboveProfile,
      '/api/bolsa/compra': (_url: URL, init?: RequestInit) => {
        keys.push(new Headers(init?.headers).get('Idempotency-Key') ?? '');
        bodies.push(JSON.parse(String(init?.body)));
        const now = answer;
        answer = filled;
        return now;
      },
      '/api/bolsa/ordenes/5000007': filled,
    });
    const user = userEvent.setup();
    renderAt('/acciones/SQM-B/comprar');
    const ticket = await screen.findByRole('form', { name: 'Comprar SQM-B' });
    await user.type(within(ticket).getByLabelText(/Cantidad de acciones/), '100');
    await user.click(within(ticket).getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('Esta acción tiene un riesgo mayor al de su perfil'),
    ).toBeInTheDocument();
    // Confirmar without the declaration: it is asked for, at the checkbox, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    const declaration = screen.getByRole('checkbox', { name: /esta acción tiene un riesgo mayor/ });
    expect(declaration).toHaveFocus();
    expect(screen.getByText('Para continuar, acepte la declaración.')).toBeInTheDocument();
    expect(keys).toHaveLength(0);
    await user.click(declaration);
    await user.click(screen.getByRole('button', { name: 'Confirmar compra' }));
    expect(
      await screen.findByText(
        'No pudimos enviar su orden. Sus datos se mantienen: intente de nuevo.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Compra ejecutada' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(bodies).toEqual([
      expect.objectContaining({ aceptaPerfil: true }),
      expect.objectContaining({ aceptaPerfil: true }),
    ]);
  });

  it('a refusal of the cost is said in the ticket, in the server words, and nothing is lost', async () => {
    serve({
      '/api/bolsa/acciones': priceList(),
      '/api/bolsa/habilitacion': enablement(),
      '/api/bolsa/formasDePago': payment,
      '/api/bolsa/compra/costo': json(
        { message: 'Su saldo disponible no alcanza para esta orden.', status: 422 },
        422,
      ),
    });
    const user = userEvent.setup();
    renderAt('/acciones/SQM-B/comprar');
    const ticket = await screen.findByRole('form', { name: 'Comprar SQM-B' });
    const quantity = within(ticket).getByLabelText(/Cantidad de acciones/);
    await user.type(quantity, '100');
    await user.click(within(ticket).getByRole('button', { name: 'Continuar' }));
    expect(
      await within(ticket).findAllByText('Su saldo disponible no alcanza para esta orden.'),
    ).not.toHaveLength(0);
    expect(quantity).toHaveValue('100');
    expect(screen.queryByRole('heading', { name: 'Confirme su orden' })).toBeNull();
  });

  it('a sale without shares says why, with no ticket', async () => {
    serve({
      '/api/bolsa/acciones': priceList(),
      '/api/bolsa/habilitacion': enablement(
        'abierto',
        'Usted no tiene acciones en custodia para vender.',
      ),
      '/api/bolsa/saldos': {
        hora: '2026-11-27T14:00:10.000Z',
        cuentaCustodia: null,
        posiciones: [],
        total: pesos(0),
      },
    });
    renderAt('/acciones/SQM-B/vender');
    expect(
      await screen.findByText('Usted no tiene acciones en custodia para vender.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
