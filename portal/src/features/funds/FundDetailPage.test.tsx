import * as samples from '@inversiones/contract/samples/funds';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageTitleState } from '../../store/page-title.ts';
import { stubChartEnvironment } from './chart-test-environment.ts';
import { callsTo, camila, renderFunds, serve } from './funds.test-helper.tsx';

const here = () => screen.getByTestId('location').textContent;
const pdf = () =>
  new Response('%PDF-1.4\n%fake but well-formed head\n', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="folleto-informativo-8004.pdf"',
    },
  });

let saved: string[];
beforeEach(() => {
  stubChartEnvironment();
  saved = [];
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:fondo'),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});

describe('a fund’s page', { timeout: 30_000 }, () => {
  it('names the fund with its type, currency, risk, quota value of the day and statistics', async () => {
    serve(camila);
    renderFunds('/ffmm/fondos/8004/A');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Deuda Chile Largo Plazo' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(pageTitleState.page).toBe('Deuda Chile Largo Plazo'));
    const facts = screen.getByRole('region', { name: 'Características del fondo' });
    expect(facts).toHaveTextContent('Deuda Largo Plazo');
    expect(facts).toHaveTextContent('Pesos (CLP)');
    expect(facts).toHaveTextContent('3 de 7');
    const quota = await screen.findByRole('region', { name: 'Valor cuota del día' });
    await waitFor(() => expect(quota).toHaveTextContent('$ 2.245,6789'));
    expect(quota).toHaveTextContent('+0,02 %');
    const statistics = await screen.findByRole('table', { name: 'Estadísticas anualizadas' });
    expect(
      within(statistics).getByRole('rowheader', { name: '1 año' }).closest('tr'),
    ).toHaveTextContent('+6,02 %');
    expect(await screen.findByRole('table', { name: 'Por tipo de instrumento' })).toHaveTextContent(
      'Bonos de gobierno41,3 %',
    );
    expect(
      await screen.findByRole('table', { name: 'Principales posiciones de la cartera' }),
    ).toHaveTextContent('Tesorería General de la República');
  });

  it('without a series opens the fund’s first; choosing another series changes the route', async () => {
    const fetchMock = serve({
      ...camila,
      '/api/ffmm/fondos/8004/series/APV/valorCuota': {
        ...samples.quotaValueDetailSample,
        seriesId: 'APV',
      },
    });
    renderFunds('/ffmm/fondos/8004');
    await waitFor(() => expect(here()).toBe('/ffmm/fondos/8004/A'));
    const series = await screen.findByRole('navigation', { name: 'Serie' });
    expect(within(series).getByRole('link', { name: 'Serie A' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(series).getByRole('link', { name: 'Serie APV' }));
    await waitFor(() => expect(here()).toBe('/ffmm/fondos/8004/APV'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/ffmm/fondos/8004/series/APV/valorCuota')).toHaveLength(1),
    );
  });

  it('downloads the information file as a PDF through the HTTP client', async () => {
    const fetchMock = serve({ ...camila, '/api/ffmm/fondos/8004/folletoInformativo.pdf': pdf });
    renderFunds('/ffmm/fondos/8004/A');
    await userEvent.click(
      await screen.findByRole('button', { name: /Descargar.*Folleto informativo/ }),
    );
    await waitFor(() => expect(saved).toEqual(['folleto-informativo-8004.pdf']));
    expect(callsTo(fetchMock, '/api/ffmm/fondos/8004/folletoInformativo.pdf')).toHaveLength(1);
  });

  it('says so when a download fails, and saves nothing', async () => {
    serve(camila);
    renderFunds('/ffmm/fondos/8004/A');
    await userEvent.click(
      await screen.findByRole('button', { name: /Descargar.*Reglamento interno/ }),
    );
    expect(
      await screen.findByText('No fue posible descargar el documento. Intente nuevamente.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('a fund that does not answer shows the spec’s message with Reintentar', async () => {
    serve({ ...camila, '/api/ffmm/fondos/8004': { id: 8004 } });
    renderFunds('/ffmm/fondos/8004/A');
    expect(
      await screen.findByText(
        'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
