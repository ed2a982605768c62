import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Client } from '@inversiones/contract';
import {
  advertisementSamples,
  checkInvestmentSample,
  emptyCheckInvestmentSample,
  emptyStatementSample,
  fundMovementsSample,
  indicatorsSample,
  marketSummarySample,
  portfolioSample,
  profitabilitySamples,
  shortcutsSample,
  statementSample,
} from '@inversiones/contract/samples/dashboard';
import { clientState } from '../../store/client.ts';
import { beginSession, clearSession, sessionState } from '../../store/session.ts';
import { resetUiState, uiState } from '../../store/ui.ts';
import { HomePage } from './HomePage.tsx';

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const unavailable = () =>
  json({ message: 'Ha ocurrido un error, por favor intente más tarde...', status: 500 }, 500);

// A whole dashboard per test: jsdom renders every section and its tables.
vi.setConfig({ testTimeout: 20_000 });

const ERROR_TEXT =
  'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.';

/** The reference API's answers for Camila, from the contract's samples; `over` replaces some. */
function fakeApi(over: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    'GET /api/dashboard/estadoCuenta': () => json(statementSample),
    'GET /api/dashboard/rentabilidad': (url) =>
      json(
        profitabilitySamples[url.searchParams.get('periodo') as keyof typeof profitabilitySamples],
      ),
    'GET /api/dashboard/cartera': () => json(portfolioSample),
    'GET /api/dashboard/indicadores': () => json(indicatorsSample),
    'GET /api/dashboard/accesosDirectos': () => json(shortcutsSample),
    'PUT /api/dashboard/accesosDirectos': (_url, init) =>
      json({ ...shortcutsSample, ...(JSON.parse(String(init?.body)) as object) }),
    'GET /api/dashboard/resumenMercado': () => json(marketSummarySample),
    'GET /api/dashboard/publicidad': (url) =>
      json(advertisementSamples[url.searchParams.get('variante') as 'web' | 'mobile']),
    'GET /api/dashboard/movimientosFondos': () => json(fundMovementsSample),
    'GET /api/dashboard/checkinvestment': () => json(checkInvestmentSample),
    'GET /api/common/mensajes': () =>
      json([
        { priority: 1, text: 'Recuerde actualizar sus datos de contacto.' },
        { priority: 3, text: 'Su cuenta corriente registra un cargo rechazado.' },
      ]),
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = over[key] ?? routes[key];
    return handler ? handler(url, init) : json({ message: 'No encontrado', status: 404 }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to `path`, as URLs. */
function callsTo(fetchMock: ReturnType<typeof fakeApi>, path: string, method = 'GET'): URL[] {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method)
    .map(({ url }) => url);
}

/** jsdom has no layout: the window is as wide as the test says. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? width >= Number(min[1]) : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

/** The router's URL, written where the test reads it. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderHome(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <HomePage />
      <Location />
    </MemoryRouter>,
  );
}

const summaryRegion = () => screen.getByRole('region', { name: 'Mi patrimonio' });

beforeEach(() => {
  sessionStorage.clear();
  resetUiState();
  beginSession({ sessionId: 'sesion-camila', omitirPaso: true });
  sessionState.flags.naturalPerson = true;
  windowWidth(1280);
});

afterEach(() => {
  clearSession({ broadcast: false, everything: true });
  clientState.client = null;
});

describe('HomePage', () => {
  it('shows the total to the peso, the dollars at the dólar observado and the day, and each product', async () => {
    fakeApi();
    renderHome();
    const summary = summaryRegion();
    expect(await within(summary).findByText('$ 13.373.125')).toBeVisible();
    // The total's heading is the page's, loaded or not.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mi patrimonio');
    expect(summary).toHaveTextContent(
      'Incluye US$ 4.895,44 en fondos en dólares, convertidos a pesos al dólar observado del 26/11/2026 ($ 948,35).',
    );
    expect(summary).toHaveTextContent(/Variación del día \+\$ 41\.226 \(\+0,31\s%\)/);
    expect(within(summary).getByRole('link', { name: 'Invertir' })).toHaveAttribute(
      'href',
      '/ffmm/invertir',
    );

    const allocation = await screen.findByRole('region', { name: 'Distribución de su patrimonio' });
    const table = await within(allocation).findByRole('table');
    expect(within(table).getByRole('row', { name: /Fondos Mutuos/ })).toHaveTextContent(
      '$ 13.023.125',
    );
    expect(within(table).getByRole('row', { name: /Cuenta Corriente/ })).toHaveTextContent(
      '$ 350.000',
    );
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('$ 13.373.125');
  });

  it('asks for the lower sections only once the total has come, and shows them without scrolling', async () => {
    let answerStatement: (response: Response) => void = () => undefined;
    const fetchMock = fakeApi({
      'GET /api/dashboard/estadoCuenta': () =>
        new Promise<Response>((resolve) => {
          answerStatement = resolve;
        }),
    });
    renderHome();
    // The selector is there while the total loads: it does not appear and push the page later.
    expect(
      within(summaryRegion()).getByRole('radio', { name: 'Año en Curso' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/dashboard/estadoCuenta')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    // The profitability and the split wait for the instant the total is priced at.
    expect(callsTo(fetchMock, '/api/dashboard/rentabilidad')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/dashboard/cartera')).toHaveLength(0);
    expect(callsTo(fetchMock, '/api/dashboard/movimientosFondos')).toHaveLength(0);

    answerStatement(json(statementSample));
    expect(await within(summaryRegion()).findByText('$ 13.373.125')).toBeVisible();
    // No scrolling needed: every section comes for keyboard and screen-reader users too.
    expect(
      await screen.findByRole('region', { name: 'Distribución de su patrimonio' }),
    ).toBeInTheDocument();
    const [portfolio] = callsTo(fetchMock, '/api/dashboard/cartera');
    expect(portfolio?.searchParams.get('valuadoAl')).toBe(statementSample.valuedAt);
    const [profitability] = callsTo(fetchMock, '/api/dashboard/rentabilidad');
    expect(profitability?.searchParams.get('valuadoAl')).toBe(statementSample.valuedAt);
  });

  it('asks the profitability of the period the URL names, and of each period chosen', async () => {
    const fetchMock = fakeApi();
    renderHome('/?periodo=mesEnCurso');
    const summary = summaryRegion();
    expect(await within(summary).findByText('Rentabilidad Mes en Curso')).toBeVisible();
    expect(summary).toHaveTextContent('+2,07');
    expect(
      callsTo(fetchMock, '/api/dashboard/rentabilidad').at(-1)?.searchParams.get('periodo'),
    ).toBe('Mes en Curso');

    await userEvent.click(await within(summary).findByRole('radio', { name: 'Últimos 12 Meses' }));
    expect(await within(summary).findByText('Rentabilidad Últimos 12 Meses')).toBeVisible();
    expect(summary).toHaveTextContent('+10,21');
    const last = callsTo(fetchMock, '/api/dashboard/rentabilidad').at(-1)!;
    expect(last.searchParams.get('periodo')).toBe('Últimos 12 Meses');
    expect(last.searchParams.has('fechaInicio')).toBe(false);
    // Kept in the URL: a reload or a way back shows the same period.
    expect(screen.getByTestId('location')).toHaveTextContent('/?periodo=ultimos12Meses');
  });

  it('asks a selected period with its dates, and refuses one under 15 days without asking', async () => {
    const fetchMock = fakeApi();
    renderHome('/?periodo=periodoSeleccionado&fechaInicio=20260901&fechaTermino=20261031');
    const summary = summaryRegion();
    expect(await within(summary).findByText('Rentabilidad Período Seleccionado')).toBeVisible();
    expect(summary).toHaveTextContent('Del 01/09/2026 al 31/10/2026');
    const first = callsTo(fetchMock, '/api/dashboard/rentabilidad').at(-1)!;
    expect(Object.fromEntries(first.searchParams)).toEqual({
      periodo: 'Período Seleccionado',
      fechaInicio: '20260901',
      fechaTermino: '20261031',
      valuadoAl: statementSample.valuedAt,
    });

    const asked = callsTo(fetchMock, '/api/dashboard/rentabilidad').length;
    const to = await within(summary).findByRole('group', { name: /^Hasta/ });
    await userEvent.click(within(to).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('10092026');
    await userEvent.click(within(summary).getByRole('button', { name: 'Consultar' }));
    expect(
      await within(summary).findByText('El período seleccionado debe ser de al menos 15 días.'),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/api/dashboard/rentabilidad')).toHaveLength(asked);
  });

  it('a period answer that fails shows the message and Reintentar, and the total stays', async () => {
    let fail = true;
    fakeApi({
      'GET /api/dashboard/rentabilidad': (url) =>
        fail
          ? unavailable()
          : json(profitabilitySamples[url.searchParams.get('periodo') as 'Año en Curso']),
    });
    renderHome();
    const summary = summaryRegion();
    expect(await within(summary).findByText(ERROR_TEXT)).toBeVisible();
    // The period's place shows while the total loads: its message may come first.
    expect(await within(summary).findByText('$ 13.373.125')).toBeVisible();
    expect(within(summary).getByText(ERROR_TEXT)).toBeVisible();
    fail = false;
    await userEvent.click(within(summary).getByRole('button', { name: 'Reintentar' }));
    expect(await within(summary).findByText('Rentabilidad Año en Curso')).toBeVisible();
  });

  it('edits the shortcuts: a failed save keeps the choice and Reintentar saves it', async () => {
    let fail = true;
    const fetchMock = fakeApi({
      'PUT /api/dashboard/accesosDirectos': (_url, init) =>
        fail
          ? unavailable()
          : json({ ...shortcutsSample, ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderHome();
    const shortcuts = await screen.findByRole('region', { name: 'Accesos directos' });
    expect(await within(shortcuts).findByRole('link', { name: 'Cartolas' })).toHaveAttribute(
      'href',
      '/cartolas',
    );
    expect(within(shortcuts).queryByRole('link', { name: 'Valores del Día' })).toBeNull();

    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Editar accesos' }));
    await userEvent.click(within(shortcuts).getByRole('checkbox', { name: 'Valores del Día' }));
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(shortcuts).findByText(
        'No fue posible guardar sus accesos directos. Por favor, reintente en unos instantes.',
      ),
    ).toBeVisible();
    expect(within(shortcuts).getByRole('checkbox', { name: 'Valores del Día' })).toBeChecked();

    fail = false;
    await userEvent.click(within(shortcuts).getByRole('button', { name: 'Reintentar' }));
    expect(await within(shortcuts).findByRole('link', { name: 'Valores del Día' })).toBeVisible();
    const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(JSON.parse(String(puts[1]![1]!.body))).toEqual({
      selected: ['misFondos', 'invertir', 'valoresDelDia', 'movimientosEnTransito', 'cartolas'],
    });
  });

  it.each([
    [1280, 'web'],
    [990, 'mobile'],
    [375, 'mobile'],
  ] as const)('at %i px asks the %s banners', async (width, variant) => {
    windowWidth(width);
    const fetchMock = fakeApi();
    renderHome();
    const banners = await screen.findByRole('region', { name: 'Novedades' });
    expect(
      await within(banners).findByRole('heading', { name: 'Ahorra para tu jubilación con APV' }),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/api/dashboard/publicidad').map((u) => u.search)).toEqual([
      `?variante=${variant}`,
    ]);
    expect(banners.querySelector('img')).toHaveAttribute(
      'src',
      `/api/publico/imagenes/apv-${variant}.webp`,
    );
  });

  it('leads a new client to invest instead of showing zeros', async () => {
    fakeApi({
      'GET /api/dashboard/estadoCuenta': () => json(emptyStatementSample),
      'GET /api/dashboard/checkinvestment': () => json(emptyCheckInvestmentSample),
      'GET /api/dashboard/movimientosFondos': () => json({ movements: [] }),
    });
    renderHome();
    const summary = summaryRegion();
    expect(await within(summary).findByText('Aún no tiene inversiones')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mi patrimonio');
    expect(within(summary).getByRole('link', { name: 'Invertir' })).toHaveAttribute(
      'href',
      '/ffmm/invertir',
    );
    // What is not hers still shows (the sections below the fold have loaded).
    expect(await screen.findByText('Dólar Observado')).toBeVisible();
    expect(screen.queryByText('$ 0')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Distribución de su patrimonio' })).toBeNull();
    expect(screen.queryByRole('region', { name: /movimientos/i })).toBeNull();
  });

  it('a malformed answer shows the spec message in its section only, and Reintentar recovers', async () => {
    let malformed = true;
    fakeApi({
      'GET /api/dashboard/estadoCuenta': () =>
        malformed
          ? json({ ...statementSample, total: { amount: 'mucho' } })
          : json(statementSample),
      'GET /api/dashboard/indicadores': () => json({ indicators: 'ninguno' }),
    });
    renderHome();
    const summary = summaryRegion();
    expect(await within(summary).findByText(ERROR_TEXT)).toBeVisible();
    const indicators = await screen.findByRole('region', { name: 'Indicadores' });
    expect(await within(indicators).findByText(ERROR_TEXT)).toBeVisible();
    // The rest of the page stands.
    expect(await screen.findByRole('link', { name: 'Cartolas' })).toBeVisible();
    expect(await screen.findByText('SQM Serie B')).toBeVisible();

    malformed = false;
    await userEvent.click(within(summary).getByRole('button', { name: 'Reintentar' }));
    expect(await within(summary).findByText('$ 13.373.125')).toBeVisible();
  });

  it('shows an empty answer with the spec words, never a blank area', async () => {
    fakeApi({
      'GET /api/dashboard/movimientosFondos': () => json({ movements: [] }),
      'GET /api/dashboard/indicadores': () => json({ indicators: [] }),
    });
    renderHome();
    const movements = await screen.findByRole('region', {
      name: 'Últimos movimientos de fondos mutuos',
    });
    // The table and its phone cards both say it (CSS shows one).
    expect(
      await within(movements).findAllByText(
        'Estimado cliente: no se encuentra información para su búsqueda.',
      ),
    ).not.toHaveLength(0);
    const indicators = await screen.findByRole('region', { name: 'Indicadores' });
    expect(
      await within(indicators).findByText(
        'Estimado cliente: no se encuentra información para su búsqueda.',
      ),
    ).toBeVisible();
  });

  it('lists the latest fund movements with the way to all of them in Mis Fondos', async () => {
    fakeApi();
    renderHome();
    const movements = await screen.findByRole('region', {
      name: 'Últimos movimientos de fondos mutuos',
    });
    expect(await within(movements).findAllByText('Inversión PAC')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Ver todos mis movimientos' })).toHaveAttribute(
      'href',
      '/ffmm/misFondos/misMovimientos',
    );
  });

  it('shows the messages in the tone of their priority, the most serious first', async () => {
    fakeApi();
    renderHome();
    const notices = await screen.findByRole('region', { name: 'Avisos' });
    const texts = within(notices)
      .getAllByText(/Su cuenta corriente|Recuerde actualizar/)
      .map((el) => el.textContent);
    expect(texts).toEqual([
      'Su cuenta corriente registra un cargo rechazado.',
      'Recuerde actualizar sus datos de contacto.',
    ]);
  });

  it("acting for a company, names the company's numbers as the company's", async () => {
    fakeApi();
    sessionState.flags.naturalPerson = false;
    clientState.client = { Nombre: 'Inversiones Cordillera SpA' } as Client;
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Patrimonio de la empresa');
    expect(screen.queryByText(/Mi patrimonio/)).toBeNull();
    const summary = screen.getByRole('region', { name: 'Patrimonio de la empresa' });
    expect(await within(summary).findByText('$ 13.373.125')).toBeVisible();
    expect(
      await screen.findByRole('region', { name: 'Distribución del patrimonio de la empresa' }),
    ).toBeVisible();
  });

  it('confirms a finished onboarding and moves the focus there, once', async () => {
    fakeApi();
    const { unmount } = renderHome();
    expect(screen.queryByText('Su cuenta está lista')).not.toBeInTheDocument();
    act(() => {
      uiState.journeyCompleted = true;
    });
    const confirmation = (await screen.findByText('Su cuenta está lista')).closest(
      '[tabindex="-1"]',
    );
    await waitFor(() => expect(confirmation).toHaveFocus());
    unmount();
    expect(uiState.journeyCompleted).toBe(false);
  });
});
