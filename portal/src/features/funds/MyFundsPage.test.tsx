import * as samples from '@inversiones/contract/samples/funds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageTitleState } from '../../store/page-title.ts';
import { callsTo, camila, renderFunds, serve } from './funds.test-helper.tsx';

const here = () => screen.getByTestId('location').textContent;
const footerRow = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr')!;

describe('Mis Fondos', { timeout: 30_000 }, () => {
  it('lists each holding by fund, series and account, with totals per currency and in pesos to the peso', async () => {
    serve(camila);
    renderFunds('/ffmm/misFondos');
    const table = await screen.findByRole('table', { name: 'Mis Fondos' });
    // The table shows at once with placeholder rows; the holdings fill it.
    const row = (
      await within(table).findByRole('rowheader', { name: 'Global Equity Dólar' })
    ).closest('tr')!;
    expect(row).toHaveTextContent('4,1234');
    expect(row).toHaveTextContent('US$ 1.187,2345');
    expect(row).toHaveTextContent('US$ 4.895,44');
    expect(footerRow(table, 'Total en pesos')).toHaveTextContent('$ 8.380.534');
    expect(footerRow(table, 'Total en dólares')).toHaveTextContent('US$ 4.895,44');
    expect(footerRow(table, 'Total consolidado en pesos')).toHaveTextContent('$ 13.023.125');
    expect(samples.FUNDS_TOTAL_CLP).toBe(13_023_125);
    expect(within(table).getByRole('link', { name: 'Deuda Chile Largo Plazo' })).toHaveAttribute(
      'href',
      '/ffmm/fondos/8004/A',
    );
    expect(pageTitleState.page).toBe('Mis Fondos');
  });

  it('shows the spec’s error, not a partial total, when the rows do not add up to the total', async () => {
    serve({
      ...camila,
      '/api/ffmm/misFondos': {
        ...samples.holdingsSample,
        holdings: samples.holdingRowsSample.slice(1),
      },
    });
    renderFunds('/ffmm/misFondos');
    expect(
      await screen.findByText(
        'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('$ 13.023.125')).not.toBeInTheDocument();
  });

  it('a malformed answer shows the spec’s message, and Reintentar calls again', async () => {
    let calls = 0;
    const fetchMock = serve({
      ...camila,
      '/api/ffmm/misFondos': () => (++calls === 1 ? { holdings: 'no' } : samples.holdingsSample),
    });
    renderFunds('/ffmm/misFondos');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Mis Fondos' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/ffmm/misFondos')).toHaveLength(2);
  });

  it('a client without funds reads the spec’s empty text and a way to invest', async () => {
    serve({ ...camila, '/api/ffmm/misFondos': samples.emptyHoldingsSample });
    renderFunds('/ffmm/misFondos');
    expect(
      await screen.findByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invertir en Fondos Mutuos' })).toBeInTheDocument();
  });
});

describe('the tabs of Mis Fondos', { timeout: 30_000 }, () => {
  it('opens the tab a deep link names, with its own title, and the spec’s tabs in order', async () => {
    serve(camila);
    renderFunds('/ffmm/misFondos/enTransito');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Mis Fondos',
      'Mis Movimientos',
      'Movimientos en Tránsito',
      'Valores del Día',
      'Por Período',
      'Por Niveles de Riesgo',
      'Por tipo de activo',
    ]);
    expect(screen.getByRole('tab', { name: 'Movimientos en Tránsito' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Movimientos en Tránsito' }),
    ).toBeInTheDocument();
    expect(pageTitleState.page).toBe('Movimientos en Tránsito');
  });

  it('/ffmm/misFondos/misFondos is Mis Fondos too', async () => {
    serve(camila);
    renderFunds('/ffmm/misFondos/misFondos');
    expect(await screen.findByRole('table', { name: 'Mis Fondos' })).toBeInTheDocument();
  });

  it('moves between tabs as routes, and back returns to the tab before', async () => {
    serve(camila);
    renderFunds('/ffmm/misFondos');
    // A tab's content loads when it opens: the router's transition waits for it.
    await userEvent.click(screen.getByRole('tab', { name: 'Valores del Día' }));
    await waitFor(() => expect(here()).toBe('/ffmm/misFondos/valoresDelDia'));
    await userEvent.click(screen.getByRole('tab', { name: 'Por Período' }));
    await waitFor(() => expect(here()).toBe('/ffmm/misFondos/porPeriodo/inicio'));
    // The keyboard: arrows move between tabs and open them.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(here()).toBe('/ffmm/misFondos/porNivelesDeRiesgo'));
    expect(screen.getByRole('tab', { name: 'Por Niveles de Riesgo' })).toHaveFocus();
    await userEvent.click(screen.getByTestId('back'));
    await waitFor(() => expect(here()).toBe('/ffmm/misFondos/porPeriodo/inicio'));
    expect(screen.getByRole('tab', { name: 'Por Período' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(screen.getByTestId('back'));
    await waitFor(() => expect(here()).toBe('/ffmm/misFondos/valoresDelDia'));
  });

  it('an unknown tab goes to Mis Fondos', async () => {
    serve(camila);
    renderFunds('/ffmm/misFondos/otraCosa');
    await waitFor(() => expect(here()).toBe('/ffmm/misFondos'));
  });
});

describe('Mis Movimientos', { timeout: 30_000 }, () => {
  it('shows the first page of 10, and page 2 asks the API for pagina=2 (kept in the URL)', async () => {
    const fetchMock = serve(camila);
    renderFunds('/ffmm/misFondos/misMovimientos');
    const table = await screen.findByRole('table', { name: 'Movimientos' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(11);
    expect(screen.getByText('Página 1 de 9')).toBeInTheDocument();
    expect(within(table).getByText('4120587').closest('tr')).toHaveTextContent('−$ 280.816');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/ffmm/movimientos').at(-1)?.searchParams.get('pagina')).toBe(
        '2',
      ),
    );
    expect(here()).toBe('/ffmm/misFondos/misMovimientos?pagina=2');
  });

  it('sends a period typed dd/mm/aaaa as YYYYMMDD, and keeps it in the URL', async () => {
    const fetchMock = serve(camila);
    renderFunds('/ffmm/misFondos/misMovimientos');
    await screen.findByRole('table', { name: 'Movimientos' });
    await typeDate('Fecha de inicio', '01092026');
    await typeDate('Fecha de término', '31102026');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, '/api/ffmm/movimientos').at(-1)!;
      expect(last.searchParams.get('fechaInicio')).toBe('20260901');
      expect(last.searchParams.get('fechaTermino')).toBe('20261031');
    });
    expect(here()).toBe(
      '/ffmm/misFondos/misMovimientos?fechaInicio=20260901&fechaTermino=20261031',
    );
  });

  it('refuses a period under 15 days with a Spanish message, before any call', async () => {
    const fetchMock = serve(camila);
    renderFunds('/ffmm/misFondos/misMovimientos');
    await screen.findByRole('table', { name: 'Movimientos' });
    const before = callsTo(fetchMock, '/api/ffmm/movimientos').length;
    await typeDate('Fecha de inicio', '01102026');
    await typeDate('Fecha de término', '10102026');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(
      await screen.findByText(
        'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/ffmm/movimientos')).toHaveLength(before);
    expect(here()).toBe('/ffmm/misFondos/misMovimientos');
  });

  it('a link with a period under 15 days is refused without a call', async () => {
    const fetchMock = serve(camila);
    renderFunds('/ffmm/misFondos/misMovimientos?fechaInicio=20261001&fechaTermino=20261010');
    expect(
      await screen.findByText(
        'El período debe ser de al menos 15 días. Amplíe el rango de fechas.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/ffmm/movimientos')).toHaveLength(0);
  });

  it('an empty answer shows the spec’s empty text', async () => {
    serve({ ...camila, '/api/ffmm/movimientos': samples.emptyMovementReportSample });
    renderFunds('/ffmm/misFondos/misMovimientos');
    expect(
      await screen.findByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
  });
});

describe('the other tabs', { timeout: 30_000 }, () => {
  it('Movimientos en Tránsito shows the redemption that has not settled', async () => {
    serve(camila);
    renderFunds('/ffmm/misFondos/enTransito');
    const table = await screen.findByRole('table', { name: 'Por liquidar' });
    const row = within(table).getByText('4120587').closest('tr')!;
    expect(row).toHaveTextContent('Rescate');
    expect(row).toHaveTextContent('−$ 280.816');
  });

  it('Valores del Día lists every series, and a type filter asks for that type only', async () => {
    const fetchMock = serve({
      ...camila,
      '/api/ffmm/valoresDelDia': (url: URL) => {
        const tipo = url.searchParams.get('tipo');
        return {
          ...samples.dailyValuesSample,
          rows: samples.dailyValuesSample.rows.filter((row) => !tipo || row.type === tipo),
        };
      },
    });
    renderFunds('/ffmm/misFondos/valoresDelDia');
    const table = await screen.findByRole('table', { name: 'Valores del Día' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: /Tipo de fondo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Acciones Internacionales' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/ffmm/valoresDelDia').at(-1)?.searchParams.get('tipo')).toBe(
        'accionesInternacionales',
      ),
    );
    expect(here()).toBe('/ffmm/misFondos/valoresDelDia?tipo=accionesInternacionales');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Valores del Día' })).getAllByRole('rowheader'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('table', { name: 'Valores del Día' })).toHaveTextContent('−0,33');
  });

  it('Por Período sends the chosen period and shows its results with the total in pesos', async () => {
    const fetchMock = serve(camila);
    renderFunds('/ffmm/misFondos/porPeriodo/inicio');
    await screen.findByRole('button', { name: 'Ver resultados' });
    await typeDate('Fecha de inicio', '01092026');
    await typeDate('Fecha de término', '31102026');
    await userEvent.click(screen.getByRole('button', { name: 'Ver resultados' }));
    await waitFor(() =>
      expect(here()).toBe(
        '/ffmm/misFondos/porPeriodo/resultados?fechaInicio=20260901&fechaTermino=20261031',
      ),
    );
    const table = await screen.findByRole('table', {
      name: 'Resultados del 01/09/2026 al 31/10/2026',
    });
    expect(footerRow(table, 'Total en pesos')).toHaveTextContent('+$ 191.525');
    expect(callsTo(fetchMock, '/api/ffmm/porPeriodo/resultados')[0]?.search).toBe(
      '?fechaInicio=20260901&fechaTermino=20261031',
    );
  });

  it('Por Niveles de Riesgo groups the holdings by level, with their distribution', async () => {
    serve(camila);
    renderFunds('/ffmm/misFondos/porNivelesDeRiesgo');
    expect(
      await screen.findByRole('table', { name: 'Distribución por nivel de riesgo' }),
    ).toHaveTextContent('Nivel de riesgo 6 de 7$ 7.362.604');
    expect(screen.getByRole('table', { name: 'Nivel de riesgo 1 de 7' })).toHaveTextContent(
      'Renta Diaria',
    );
  });

  it('Por tipo de activo groups the holdings by asset class', async () => {
    serve(camila);
    renderFunds('/ffmm/misFondos/porTipoDeActivo');
    expect(
      await screen.findByRole('table', { name: 'Acciones Internacionales' }),
    ).toHaveTextContent('Global Equity Dólar');
  });
});

/** Types a date into the dd/mm/aaaa segments of the field named `label`. */
async function typeDate(label: string, digits: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  const [day] = within(group).getAllByRole('spinbutton');
  await userEvent.click(day!);
  await userEvent.keyboard(digits);
}
