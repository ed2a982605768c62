import type { stockRebates } from '@inversiones/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTitleState } from '../../store/page-title.ts';
import { callsTo, json, renderRoutes, serve, type Answers } from '../funds/funds.test-helper.tsx';
import { enablement, pesos } from '../stocks/stocks.test-helper.ts';
import { StockRebatesPage } from './StockRebatesPage.tsx';

const PATH = '/api/bolsa/devoluciones';

const answer = (
  over: Partial<stockRebates.RebatesResponse> = {},
): stockRebates.RebatesResponse => ({
  programa: { umbral: pesos(50_000), tasa: 20 },
  mesActual: {
    mes: '2026-11',
    comisiones: pesos(31_250),
    ordenes: 3,
    devolucionEstimada: pesos(0),
    faltante: pesos(18_750),
    fechaPago: '2026-12-01',
  },
  devoluciones: [
    {
      folio: '9100042',
      mes: '2026-10',
      comisiones: pesos(52_596),
      monto: pesos(10_519),
      fecha: '2026-11-02',
      cuenta: '100234-03',
    },
  ],
  total: pesos(10_519),
  ...over,
});

const answers = (over: Answers = {}): Answers => ({
  // Friday 27/11/2026 by the API's clock.
  '/api/bolsa/habilitacion': enablement('cerrado'),
  [PATH]: answer(),
  ...over,
});

const renderAt = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="acciones/devoluciones" element={<StockRebatesPage />} />
      <Route path="*" element={<p>Otra página</p>} />
    </>,
  );

const periodOf = (url: URL | undefined) => Object.fromEntries(url!.searchParams);
const sectionOf = (title: string) =>
  within(screen.getByRole('heading', { level: 2, name: title }).closest('section')!);

afterEach(() => {
  vi.unstubAllGlobals();
});

// DataTable's sorting buttons take several renders under load.
describe('Devolución de comisiones', { timeout: 30_000 }, () => {
  it("shows the program, the month so far and the last 12 months' rebates", async () => {
    const fetchMock = serve(answers());
    renderAt('/acciones/devoluciones');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Devolución de comisiones' }),
    ).toBeVisible();
    expect(pageTitleState.page).toBe('Devolución de comisiones');

    await screen.findByRole('heading', { level: 2, name: 'Este mes: Noviembre 2026' });
    const table = within(screen.getByRole('table', { name: 'Devoluciones pagadas' }));
    const month = sectionOf('Este mes: Noviembre 2026');
    expect(
      month.getByText(
        'Si en un mes calendario las comisiones de sus órdenes de acciones ejecutadas suman $ 50.000 o más, le devolvemos el 20 % de ellas en su cuenta corriente en pesos, el primer día hábil del mes siguiente.',
      ),
    ).toBeVisible();
    const facts = month.getByText('Órdenes ejecutadas').closest('dl')!;
    expect(facts).toHaveTextContent('Comisiones de órdenes ejecutadas$ 31.250');
    expect(facts).toHaveTextContent('Órdenes ejecutadas3');
    expect(facts).toHaveTextContent('Devolución estimada$ 0');
    expect(facts).toHaveTextContent('Le faltan en comisiones$ 18.750');
    expect(facts).toHaveTextContent('Fecha de pago01/12/2026');

    const row = within(table.getByText('Octubre 2026').closest('tr')!);
    for (const text of ['02/11/2026', '$ 52.596', '$ 10.519', '100234-03']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(within(table.getByText('Total').closest('tr')!).getByText('$ 10.519')).toBeVisible();
    expect(screen.getByText('Devoluciones pagadas del 27/11/2025 al 27/11/2026.')).toBeVisible();
    const asked = callsTo(fetchMock, PATH);
    expect(asked).toHaveLength(1);
    expect(periodOf(asked[0])).toEqual({ fechaInicio: '20251127', fechaTermino: '20261127' });
  });

  it('says when the month reached the threshold, and an empty period', async () => {
    serve(
      answers({
        [PATH]: answer({
          mesActual: {
            mes: '2026-11',
            comisiones: pesos(52_596),
            ordenes: 2,
            devolucionEstimada: pesos(10_519),
            faltante: pesos(0),
            fechaPago: '2026-12-01',
          },
          devoluciones: [],
          total: pesos(0),
        }),
      }),
    );
    renderAt('/acciones/devoluciones?fechaInicio=20260901&fechaTermino=20260930');
    await screen.findByRole('heading', { level: 2, name: 'Este mes: Noviembre 2026' });
    const table = within(screen.getByRole('table', { name: 'Devoluciones pagadas' }));
    expect(
      table.getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeVisible();
    const month = sectionOf('Este mes: Noviembre 2026');
    expect(month.getByText('Alcanzó el mínimo del mes')).toBeVisible();
    expect(month.getByText('$ 10.519')).toBeVisible();
    expect(screen.getByText('Devoluciones pagadas del 01/09/2026 al 30/09/2026.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Ver últimos 12 meses' }));
    expect(
      await screen.findByText('Devoluciones pagadas del 27/11/2025 al 27/11/2026.'),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/acciones\/devoluciones$/);
  });

  it('a failed answer says so with Reintentar', async () => {
    let fail = true;
    serve(
      answers({ [PATH]: () => (fail ? json({ message: 'Error', status: 503 }, 503) : answer()) }),
    );
    renderAt('/acciones/devoluciones');
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Devoluciones pagadas' })).toBeVisible();
  });
});
