import { fixedIncome, repos } from '@inversiones/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, renderRoutes, serve, type Answers } from '../funds/funds.test-helper.tsx';
import {
  fixedIncomeAnswer,
  fixedIncomeMovementsAnswer,
  repoMovementsAnswer,
  reposAnswer,
} from './debt-instrument.fixtures.ts';
import { FixedIncomePage } from './FixedIncomePage.tsx';
import { ReposPage } from './ReposPage.tsx';

const render = (path: string) =>
  renderRoutes(
    path,
    <>
      <Route path="acciones/rentaFija" element={<FixedIncomePage />} />
      <Route path="acciones/pactos" element={<ReposPage />} />
      <Route path="*" element={<p>Otra página</p>} />
    </>,
  );

const pesos = (amount: number) => ({ amount, currency: 'CLP' as const });

const fixedIncomeAnswers = (over: Answers = {}): Answers => ({
  '/api/rentafija/saldos': fixedIncomeAnswer,
  '/api/rentafija/movimientos': fixedIncomeMovementsAnswer,
  ...over,
});

const repoAnswers = (over: Answers = {}): Answers => ({
  '/api/pactos/saldos': reposAnswer,
  '/api/pactos/movimientos': repoMovementsAnswer,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FixedIncomePage', () => {
  it('lists her instruments valued today, UF ones also in pesos, and the last 30 days of movements', async () => {
    // The fixtures are what the contract accepts.
    fixedIncome.balances.response.parse(fixedIncomeAnswer);
    fixedIncome.movements.response.parse(fixedIncomeMovementsAnswer);
    const fetchMock = serve(fixedIncomeAnswers());
    render('/acciones/rentaFija');
    expect(screen.getByRole('heading', { level: 1, name: 'Renta Fija' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Acciones' })).toHaveAttribute(
      'href',
      '/acciones',
    );
    const table = await screen.findByRole('table', { name: 'Mis instrumentos de renta fija' });
    const dpf = within(table).getByRole('row', { name: /FNBCH-281226/ });
    for (const text of [
      'Depósito a plazo',
      'Banco de Chile',
      '$ 25.000.000',
      '5,40 %',
      '28/09/2026 al 28/12/2026',
      'Vence en 31 días',
      '$ 25.221.918',
    ]) {
      expect(within(dpf).getByText(text)).toBeInTheDocument();
    }
    const bcu = within(table).getByRole('row', { name: /BCU0301130/ });
    for (const text of [
      'Bono del Banco Central en UF',
      'UF 1.000,00',
      // Days over a thousand as es-CL writes them.
      'Vence en 1.446 días',
      '3,00 %',
      'UF 1.001,23',
      '$ 40.228.662',
    ]) {
      expect(within(bcu).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Valorizados al 27/11/2026, con UF de $ 40.179,24.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Total en renta fija' })).toBeInTheDocument();
    expect(screen.getByText('$ 85.771.231')).toBeInTheDocument();

    // Movements: the 30 days up to the API's today.
    const movements = await screen.findByRole('table', { name: 'Movimientos de renta fija' });
    expect(screen.getByText('Movimientos del 28/10/2026 al 27/11/2026.')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/rentafija/movimientos');
    expect(call?.searchParams.get('fechaInicio')).toBe('20261028');
    expect(call?.searchParams.get('fechaTermino')).toBe('20261127');
    const coupon = within(movements).getByRole('row', { name: /BCU0301130/ });
    for (const text of ['12/11/2026', 'Pago de cupón', '910101', 'UF 15,04', '$ 603.486']) {
      expect(within(coupon).getByText(text)).toBeInTheDocument();
    }
    expect(within(movements).getByText('Vencimiento')).toBeInTheDocument();
  });

  it("reads the URL's period, and goes back to the last 30 days", async () => {
    const fetchMock = serve(fixedIncomeAnswers());
    render('/acciones/rentaFija?fechaInicio=20250101&fechaTermino=20261127');
    await screen.findByRole('table', { name: 'Movimientos de renta fija' });
    expect(callsTo(fetchMock, '/api/rentafija/movimientos')[0]?.search).toBe(
      '?fechaInicio=20250101&fechaTermino=20261127',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ver últimos 30 días' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/acciones\/rentaFija$/);
    expect(
      await screen.findByText('Movimientos del 28/10/2026 al 27/11/2026.'),
    ).toBeInTheDocument();
  });

  it('says when she has none, and the period holds no movement', async () => {
    serve(
      fixedIncomeAnswers({
        '/api/rentafija/saldos': { ...fixedIncomeAnswer, posiciones: [], totalPesos: pesos(0) },
        '/api/rentafija/movimientos': { movimientos: [] },
      }),
    );
    render('/acciones/rentaFija');
    expect(
      await screen.findByText('No tiene instrumentos de renta fija vigentes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Mis instrumentos de renta fija' })).toBeNull();
    expect(
      await screen.findAllByText(
        'No registra compras, cupones ni vencimientos de renta fija en este período.',
      ),
    ).not.toHaveLength(0);
  });

  it('offers to retry the balances, and the movements on their own', async () => {
    let balanceCalls = 0;
    let movementCalls = 0;
    serve(
      fixedIncomeAnswers({
        '/api/rentafija/saldos': () =>
          ++balanceCalls === 1
            ? json({ message: 'No disponible', status: 503 }, 503)
            : fixedIncomeAnswer,
        '/api/rentafija/movimientos': () =>
          ++movementCalls === 1
            ? json({ message: 'No disponible', status: 503 }, 503)
            : fixedIncomeMovementsAnswer,
      }),
    );
    render('/acciones/rentaFija');
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('table', { name: 'Mis instrumentos de renta fija' }),
    ).toBeInTheDocument();
    // The balances stay while the movements fail and are retried.
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('table', { name: 'Movimientos de renta fija' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Mis instrumentos de renta fija' })).toBeVisible();
  });
});

describe('ReposPage', () => {
  it('shows her pacto with its rate, days left and amount at maturity, and its movements', async () => {
    repos.balances.response.parse(reposAnswer);
    repos.movements.response.parse(repoMovementsAnswer);
    serve(repoAnswers());
    render('/acciones/pactos');
    expect(screen.getByRole('heading', { level: 1, name: 'Pactos' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mis pactos' });
    const row = within(table).getByRole('row', { name: /930202/ });
    for (const text of [
      '$ 20.000.000',
      '0,38 %',
      '17/11/2026 al 17/12/2026',
      '30 días · Quedan 20 días',
      '$ 20.025.333',
      '$ 20.076.000',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(
      screen.getByText(
        'Valorizados al 27/11/2026, con los intereses devengados a la fecha. Al vencimiento recibirá $ 20.076.000 en total.',
      ),
    ).toBeInTheDocument();
    const movements = await screen.findByRole('table', { name: 'Movimientos de pactos' });
    const repaid = within(movements).getByRole('row', { name: /930201/ });
    for (const text of ['16/10/2026', 'Vencimiento', '0,42 %', '$ 15.073.500']) {
      expect(within(repaid).getByText(text)).toBeInTheDocument();
    }
    expect(within(movements).getByText('Inversión')).toBeInTheDocument();
  });

  it('says when she has none', async () => {
    serve(
      repoAnswers({
        '/api/pactos/saldos': {
          fecha: '2026-11-27',
          pactos: [],
          totalInvertido: pesos(0),
          totalActual: pesos(0),
          totalFinal: pesos(0),
        },
        '/api/pactos/movimientos': { movimientos: [] },
      }),
    );
    render('/acciones/pactos');
    expect(await screen.findByText('No tiene pactos vigentes.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Mis pactos' })).toBeNull();
  });
});
