import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTitleState } from '../../store/page-title.ts';
import { callsTo, json, renderRoutes, serve } from '../funds/funds.test-helper.tsx';
import { enablement, order, pesos } from '../stocks/stocks.test-helper.ts';
import { MyOrdersPage } from './MyOrdersPage.tsx';

// Placed after Friday's close: scheduled for Monday's session.
const pending = order('5000012', {
  rueda: '2026-11-30',
  ingresada: '2026-11-27T17:02:10-03:00',
});
const filled = order('5000010', {
  tipo: 'venta',
  nemo: 'CHILE',
  nombre: 'Banco de Chile',
  tipoOrden: 'mercado',
  cantidad: 5_000,
  precioLimite: null,
  formaPago: null,
  estado: 'ejecutada',
  cantidadEjecutada: 5_000,
  precioEjecucion: 118.45,
  total: pesos(588_640),
  ingresada: '2026-11-27T09:31:02-03:00',
  ejecutada: '2026-11-27T09:31:03-03:00',
});
const rejected = order('5000007', {
  nemo: 'FORUS',
  nombre: 'Forus S.A.',
  estado: 'rechazada',
  motivo: 'Rechazada: al ejecutarse, el saldo de la cuenta corriente no cubría el total.',
  ingresada: '2026-11-26T10:05:00-03:00',
  rueda: '2026-11-26',
});
const cancelled = order('5000008', {
  nemo: 'COPEC',
  nombre: 'Empresas Copec S.A.',
  estado: 'anulada',
  motivo: 'Anulada por el cliente.',
  ingresada: '2026-11-26T12:00:00-03:00',
  anulada: '2026-11-26T13:05:00-03:00',
  rueda: '2026-11-26',
});

/**
 * The API's orders: the list by estado, and a DELETE that cancels a pending one (or answers
 * `refusals` in turn first, e.g. a 409).
 */
function orderBook(refusals: Response[] = []) {
  let book = [pending, filled, rejected, cancelled];
  return {
    // Friday 27/11/2026 after the close: the next session is Monday 30/11.
    '/api/bolsa/habilitacion': enablement('cerrado'),
    '/api/bolsa/ordenes': (url: URL) => {
      const estado = url.searchParams.get('estado');
      return {
        ordenes: book.filter((o) =>
          estado === 'anuladas' ? o.estado === 'anulada' : o.estado !== 'anulada',
        ),
      };
    },
    '/api/bolsa/ordenes/5000012': (_url: URL, init?: RequestInit) => {
      if (init?.method !== 'DELETE') return json({ message: 'No encontrado', status: 404 }, 404);
      const refusal = refusals.shift();
      if (refusal) return refusal;
      const done = {
        ...pending,
        estado: 'anulada' as const,
        motivo: 'Anulada por el cliente.',
        anulada: '2026-11-27T17:10:00-03:00',
      };
      book = book.map((o) => (o.folio === done.folio ? done : o));
      return done;
    },
  };
}

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="acciones/misOrdenes/*" element={<MyOrdersPage />} />
      <Route path="*" element={<p>Otra página</p>} />
    </>,
  );

const table = async (name: string) => within(await screen.findByRole('table', { name }));
const rowOf = (list: ReturnType<typeof within>, folio: string) =>
  list.getByRole('rowheader', { name: new RegExp(`Folio ${folio}$`) }).closest('tr')!;
const deletes = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

afterEach(() => {
  vi.unstubAllGlobals();
});

// DataTable's sorting and React Aria's buttons and dialogs take several renders under load.
describe('Mis Órdenes', { timeout: 30_000 }, () => {
  it('lists the orders of the last 30 days up to the next session, each with its state', async () => {
    const fetchMock = serve(orderBook());
    renderAt('/acciones/misOrdenes');
    expect(screen.getByRole('heading', { level: 1, name: 'Órdenes de acciones' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a Acciones' })).toHaveAttribute(
      'href',
      '/acciones',
    );
    const list = await table('Mis Órdenes');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/acciones\/misOrdenes\/ordenes$/);
    expect(screen.getByRole('tab', { name: 'Mis Órdenes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(pageTitleState.page).toBe('Mis Órdenes');
    expect(screen.getByText('Órdenes de las ruedas del 28/10/2026 al 30/11/2026.')).toBeVisible();
    const [asked] = callsTo(fetchMock, '/api/bolsa/ordenes');
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      fechaInicio: '20261028',
      fechaTermino: '20261130',
      estado: 'vigentes',
    });

    const scheduled = within(rowOf(list, '5000012'));
    expect(scheduled.getByText('Pendiente')).toBeInTheDocument();
    expect(scheduled.getByText('Rueda 30/11/2026')).toBeInTheDocument();
    expect(scheduled.getByText('$ 389.166')).toBeInTheDocument();
    expect(scheduled.getByRole('button', { name: 'Anular orden 5000012' })).toBeInTheDocument();
    const sold = within(rowOf(list, '5000010'));
    expect(sold.getByText('Ejecutada')).toBeInTheDocument();
    expect(sold.getByText('$ 118,45')).toBeInTheDocument();
    expect(sold.queryByRole('button')).toBeNull();
    const refused = within(rowOf(list, '5000007'));
    expect(refused.getByText('Rechazada')).toBeInTheDocument();
    expect(refused.getByText(/el saldo de la cuenta corriente no cubría el total/)).toBeVisible();
    // The cancelled one has its own tab.
    expect(list.queryByText(/Folio 5000008/)).toBeNull();
  });

  it('Órdenes Anuladas asks for the cancelled orders of the same period, with their reasons', async () => {
    const fetchMock = serve(orderBook());
    renderAt('/acciones/misOrdenes/ordenes?fechaInicio=20261101&fechaTermino=20261127');
    await table('Mis Órdenes');
    await userEvent.click(screen.getByRole('tab', { name: 'Órdenes Anuladas' }));
    const list = await table('Órdenes Anuladas');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/acciones/misOrdenes/ordenesAnuladas?fechaInicio=20261101&fechaTermino=20261127',
    );
    const asked = callsTo(fetchMock, '/api/bolsa/ordenes').at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      fechaInicio: '20261101',
      fechaTermino: '20261127',
      estado: 'anuladas',
    });
    const row = within(rowOf(list, '5000008'));
    expect(row.getByText('Anulada')).toBeInTheDocument();
    expect(row.getByText('Anulada por el cliente.')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: /^Anular/ })).toBeNull();
    expect(list.queryByText(/Folio 5000012/)).toBeNull();
  });

  it('refuses a period under 15 days without calling the API', async () => {
    const fetchMock = serve(orderBook());
    renderAt('/acciones/misOrdenes/ordenes?fechaInicio=20261120&fechaTermino=20261127');
    expect(
      await screen.findByText(
        'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
      ),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/api/bolsa/ordenes')).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('cancels a pending order once confirmed, says so and shows the list again without it', async () => {
    const fetchMock = serve(orderBook());
    // The DELETE waits for the test, to see the order while it is being cancelled.
    const answer = fetchMock.getMockImplementation()!;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'DELETE') await released;
      return answer(input, init);
    });
    renderAt('/acciones/misOrdenes/ordenes');
    const list = await table('Mis Órdenes');

    // Changing one's mind sends nothing.
    await userEvent.click(list.getByRole('button', { name: 'Anular orden 5000012' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Anular orden' });
    expect(dialog).toHaveTextContent(
      '¿Desea anular la orden 5000012, de compra de 300 acciones de SQM-B? Una orden anulada no puede reactivarse.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'No anular' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(deletes(fetchMock)).toHaveLength(0);

    await userEvent.click(list.getByRole('button', { name: 'Anular orden 5000012' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Anular orden' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular orden' }));
    const busy = await list.findByRole('button', { name: 'Anulando orden 5000012' });
    expect(busy).toHaveTextContent('Anulando...');
    release();

    // Announced as it appears (a live status).
    const announced = await screen.findByText(
      'La orden 5000012 fue anulada. La encontrará en Órdenes Anuladas.',
    );
    expect(announced).toBeVisible();
    expect(announced.closest('[role="status"]')).not.toBeNull();
    const [sent] = deletes(fetchMock);
    expect(new URL(String(sent![0]), 'http://localhost').pathname).toBe(
      '/api/bolsa/ordenes/5000012',
    );
    expect(deletes(fetchMock)).toHaveLength(1);
    // The list is read again: the order has left Mis Órdenes.
    await waitFor(() => expect(callsTo(fetchMock, '/api/bolsa/ordenes')).toHaveLength(2));
    const reloaded = await table('Mis Órdenes');
    await waitFor(() => expect(reloaded.queryByText(/Folio 5000012/)).toBeNull());
    expect(reloaded.getByText(/Folio 5000010/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Mis Órdenes' })).toHaveFocus();
  });

  it("shows the server's reason when the cancel fails, keeps the order, and Reintentar sends it again", async () => {
    const fetchMock = serve(
      orderBook([json({ message: 'No fue posible procesar su solicitud.', status: 503 }, 503)]),
    );
    renderAt('/acciones/misOrdenes/ordenes');
    const list = await table('Mis Órdenes');
    await userEvent.click(list.getByRole('button', { name: 'Anular orden 5000012' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Anular orden' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anular orden' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo anular la orden 5000012.');
    expect(alert).toHaveTextContent('No fue posible procesar su solicitud.');
    // Nothing is lost: the same list, the order still pending and cancellable.
    const row = within(rowOf(list, '5000012'));
    expect(row.getByText('Pendiente')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Anular orden 5000012' })).toBeEnabled();
    expect(callsTo(fetchMock, '/api/bolsa/ordenes')).toHaveLength(1);

    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText(/La orden 5000012 fue anulada/)).toBeVisible();
    expect(deletes(fetchMock)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
