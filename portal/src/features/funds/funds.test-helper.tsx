// Loaded up front: a cold transform of the contract can outlast a test.
import '@inversiones/contract';
import * as samples from '@inversiones/contract/samples/funds';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  MemoryRouter,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { vi } from 'vitest';
import { NavigationProvider } from '@inversiones/design-system';
import { beginSession, clearSession } from '../../store/session.ts';
import { FundDetailPage } from './FundDetailPage.tsx';
import { MyFundsPage } from './MyFundsPage.tsx';

/** The answer of each call, by path; a function sees the query. */
export type Answers = Record<string, unknown | ((url: URL, init?: RequestInit) => unknown)>;

/** Camila's answers, from the contract's samples. */
export const camila: Answers = {
  '/api/ffmm/misFondos': samples.holdingsSample,
  '/api/ffmm/movimientos': samples.movementReportSample,
  '/api/ffmm/enTransito': samples.inTransitSample,
  '/api/ffmm/valoresDelDia': samples.dailyValuesSample,
  '/api/ffmm/porPeriodo/inicio': samples.byPeriodStartSample,
  '/api/ffmm/porPeriodo/resultados': samples.byPeriodResultsSample,
  '/api/ffmm/porNivelDeRiesgo': samples.byRiskLevelSample,
  '/api/ffmm/porTipoDeActivo': samples.byAssetClassSample,
  '/api/ffmm/fondos/8004': samples.fundDetailSample,
  '/api/ffmm/fondos/8004/series/A/valorCuota': samples.quotaValueDetailSample,
  '/api/ffmm/fondos/8004/series/A/grafico': samples.chartSample,
  '/api/ffmm/fondos/8004/series/A/estadisticas': samples.statisticsSample,
  '/api/ffmm/fondos/8004/cartera': samples.fundPortfolioSample,
  '/api/ffmm/fondos/8004/composicion': samples.fundCompositionSample,
};

/** A JSON answer of the API, e.g. `json({ message, status: 503 }, 503)` for a refusal. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with `answers` (404 for any other path) and starts a session; returns the mock. */
export function serve(answers: Answers) {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (answer === undefined) {
      return Promise.resolve(json({ message: 'No encontrado', status: 404 }, 404));
    }
    const body =
      typeof answer === 'function'
        ? (answer as (url: URL, init?: RequestInit) => unknown)(url, init)
        : answer;
    return Promise.resolve(body instanceof Response ? body : json(body));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetched to `pathname`, in order. */
export const callsTo = (fetchMock: ReturnType<typeof serve>, pathname: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);

/** Shows where the router is, for tests of back and query strings. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${pathname}${search}`}</output>
      {/* The browser's back button, which a memory router has not. */}
      <button type="button" data-testid="back" onClick={() => void navigate(-1)} />
    </>
  );
}

/** As the root layout does: the design system's links and tabs navigate through the router. */
function Layout() {
  const navigate = useNavigate();
  return (
    <NavigationProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <Outlet />
    </NavigationProvider>
  );
}

/**
 * `routes` at `path`, under the root layout's navigation, with the location shown in
 * `data-testid="location"` (pathname and query) and a `back` button.
 */
export function renderRoutes(path: string, routes: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<Layout />}>{routes}</Route>
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** The portal's routes of this feature at `path`, with the root layout's navigation. */
export function renderFunds(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="ffmm/misFondos/*" element={<MyFundsPage />} />
      <Route path="ffmm/fondos/:fundId/:seriesId?" element={<FundDetailPage />} />
      <Route path="*" element={<p>Otra página</p>} />
    </>,
  );
}
