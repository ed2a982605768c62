import type { stockOrders } from '@inversiones/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTitleState } from '../../store/page-title.ts';
import { callsTo, json, renderRoutes, serve, type Answers } from '../funds/funds.test-helper.tsx';
import { enablement, pesos } from '../stocks/stocks.test-helper.ts';
import { StockMovementsPage } from './StockMovementsPage.tsx';

type Movement = stockOrders.MovementsResponse['movimientos'][number];

/** A movement as the API answers it (the contract's schema), with `over` changed. */
const movement = (folio: string, over: Partial<Movement> = {}): Movement => ({
  folio,
  fecha: '2026-11-23',
  liquidacion: '2026-11-25',
  tipo: 'compra',
  nemo: 'CHILE',
  cantidad: 5_000,
  precio: 118.45,
  monto: pesos(592_250),
  cuenta: 'CUS-0001',
  ...over,
});

const movements: stockOrders.MovementsResponse = {
  movimientos: [
    movement('7000031'),
    movement('7000028', {
      fecha: '2026-11-16',
      liquidacion: '2026-11-18',
      tipo: 'venta',
      nemo: 'FORUS',
      cantidad: 40,
      precio: 1_290.5,
      monto: pesos(51_620),
    }),
    // Paid on the shares held at the record date: 300 x $ 1,0535.
    movement('7000025', {
      fecha: '2026-11-10',
      liquidacion: '2026-11-10',
      tipo: 'dividendo',
      nemo: 'SQM-B',
      cantidad: 300,
      precio: 1.0535,
      monto: pesos(316),
      cuenta: 'CC-0001',
    }),
  ],
};

const dividends: stockOrders.DividendsResponse = {
  dividendos: [
    {
      fecha: '2026-11-04',
      nemo: 'SQM-B',
      nombre: 'SQM, Serie B',
      acciones: 300,
      porAccion: 1.0535,
      monto: pesos(316),
      cuenta: 'CC-0001',
    },
    {
      fecha: '2026-10-30',
      nemo: 'COPEC',
      nombre: 'Empresas Copec S.A.',
      acciones: 1_200,
      porAccion: 52,
      monto: pesos(62_400),
      cuenta: 'CC-0001',
    },
  ],
  total: pesos(62_716),
};

const answers = (over: Answers = {}): Answers => ({
  // Friday 27/11/2026 after the close, by the API's clock.
  '/api/bolsa/habilitacion': enablement('cerrado'),
  '/api/bolsa/movimientos': movements,
  '/api/bolsa/dividendos': dividends,
  ...over,
});

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="acciones/movimientos" element={<StockMovementsPage />} />
      <Route path="*" element={<p>Otra página</p>} />
    </>,
  );

const table = async (name: string) => within(await screen.findByRole('table', { name }));
/** The table's row holding `text` (the cards below 768 px repeat it outside the table). */
const rowWith = (list: ReturnType<typeof within>, text: string) =>
  within(list.getByText(text).closest('tr')!);
const sectionOf = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title }).closest('section')!);
const periodOf = (url: URL | undefined) => Object.fromEntries(url!.searchParams);

afterEach(() => {
  vi.unstubAllGlobals();
});

// DataTable's sorting buttons take several renders under load.
describe('Movimientos y dividendos', { timeout: 30_000 }, () => {
  it("shows the last 30 days' movements and dividends with their figures and the total", async () => {
    const fetchMock = serve(answers());
    renderAt('/acciones/movimientos');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Movimientos y dividendos' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a Acciones' })).toHaveAttribute(
      'href',
      '/acciones',
    );
    expect(pageTitleState.page).toBe('Movimientos y dividendos');

    const moves = await table('Movimientos');
    expect(
      screen.getByText('Movimientos y dividendos del 28/10/2026 al 27/11/2026.'),
    ).toBeVisible();
    const bought = rowWith(moves, 'CHILE');
    for (const text of ['23/11/2026', '25/11/2026', 'Compra', '5.000', '$ 118,45', '$ 592.250']) {
      expect(bought.getByText(text)).toBeInTheDocument();
    }
    expect(bought.getByText('CUS-0001')).toBeInTheDocument();
    const sold = rowWith(moves, 'FORUS');
    expect(sold.getByText('Venta')).toBeInTheDocument();
    expect(sold.getByText('40')).toBeInTheDocument();
    expect(sold.getByText('$ 1.290,50')).toBeInTheDocument();
    expect(sold.getByText('$ 51.620')).toBeInTheDocument();
    // A dividend's price is per share, with the 4 decimals it was paid at.
    const paid = rowWith(moves, 'SQM-B');
    expect(paid.getByText('Dividendo')).toBeInTheDocument();
    expect(paid.getByText('$ 1,0535')).toBeInTheDocument();
    expect(paid.getByText('$ 316')).toBeInTheDocument();
    expect(paid.getByText('CC-0001')).toBeInTheDocument();

    const divs = await table('Dividendos');
    const sqm = rowWith(divs, 'SQM, Serie B');
    for (const text of ['04/11/2026', 'SQM-B', '300', '$ 1,0535', '$ 316', 'CC-0001']) {
      expect(sqm.getByText(text)).toBeInTheDocument();
    }
    const copec = rowWith(divs, 'Empresas Copec S.A.');
    expect(copec.getByText('1.200')).toBeInTheDocument();
    expect(copec.getByText('$ 52,00')).toBeInTheDocument();
    expect(copec.getByText('$ 62.400')).toBeInTheDocument();
    const total = rowWith(divs, 'Total de dividendos');
    expect(total.getByText('$ 62.716')).toBeInTheDocument();

    // Both calls ask for the default period, up to the market's today.
    for (const path of ['/api/bolsa/movimientos', '/api/bolsa/dividendos']) {
      const asked = callsTo(fetchMock, path);
      expect(asked).toHaveLength(1);
      expect(periodOf(asked[0])).toEqual({ fechaInicio: '20261028', fechaTermino: '20261127' });
    }
  });

  it('asks both calls for the period of the URL and offers the last 30 days again', async () => {
    const fetchMock = serve(answers());
    renderAt('/acciones/movimientos?fechaInicio=20260901&fechaTermino=20260930');
    await table('Movimientos');
    await table('Dividendos');
    expect(
      screen.getByText('Movimientos y dividendos del 01/09/2026 al 30/09/2026.'),
    ).toBeVisible();
    for (const path of ['/api/bolsa/movimientos', '/api/bolsa/dividendos']) {
      expect(periodOf(callsTo(fetchMock, path).at(-1))).toEqual({
        fechaInicio: '20260901',
        fechaTermino: '20260930',
      });
    }

    await userEvent.click(screen.getByRole('button', { name: 'Ver últimos 30 días' }));
    expect(
      await screen.findByText('Movimientos y dividendos del 28/10/2026 al 27/11/2026.'),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/acciones\/movimientos$/);
    await table('Dividendos');
    for (const path of ['/api/bolsa/movimientos', '/api/bolsa/dividendos']) {
      expect(periodOf(callsTo(fetchMock, path).at(-1))).toEqual({
        fechaInicio: '20261028',
        fechaTermino: '20261127',
      });
    }
  });

  it('says so when the period has no movements and no dividends', async () => {
    serve(
      answers({
        '/api/bolsa/movimientos': { movimientos: [] },
        '/api/bolsa/dividendos': { dividendos: [], total: pesos(0) },
      }),
    );
    renderAt('/acciones/movimientos');
    const moves = await table('Movimientos');
    expect(
      moves.getByText('No registra compras, ventas ni dividendos de acciones en este período.'),
    ).toBeInTheDocument();
    const divs = await table('Dividendos');
    expect(divs.getByText('No recibió dividendos en este período.')).toBeInTheDocument();
    expect(screen.queryByText('Total de dividendos')).toBeNull();
  });

  it('shows Reintentar where the dividends failed, keeps the movements, and retries only them', async () => {
    let failures = 1;
    const fetchMock = serve(
      answers({
        '/api/bolsa/dividendos': () =>
          failures-- > 0
            ? json({ message: 'No fue posible procesar su solicitud.', status: 503 }, 503)
            : dividends,
      }),
    );
    renderAt('/acciones/movimientos');
    const moves = await table('Movimientos');
    const section = sectionOf('Dividendos');
    expect(
      await section.findByText(
        'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Dividendos' })).toBeNull();
    // One Reintentar, in the section that failed; the movements are all there.
    expect(screen.getAllByRole('button', { name: 'Reintentar' })).toHaveLength(1);
    expect(sectionOf('Movimientos').queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(rowWith(moves, 'CHILE').getByText('$ 592.250')).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Reintentar' }));
    const divs = await table('Dividendos');
    expect(rowWith(divs, 'Total de dividendos').getByText('$ 62.716')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/bolsa/dividendos')).toHaveLength(2);
    expect(callsTo(fetchMock, '/api/bolsa/movimientos')).toHaveLength(1);
  });
});
