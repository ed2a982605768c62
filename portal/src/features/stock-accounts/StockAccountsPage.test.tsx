import type { stockAccounts } from '@inversiones/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageTitleState } from '../../store/page-title.ts';
import { json, renderRoutes, serve, type Answers } from '../funds/funds.test-helper.tsx';
import { pesos } from '../stocks/stocks.test-helper.ts';
import { StockAccountsPage } from './StockAccountsPage.tsx';

const current: stockAccounts.CurrentAccountsResponse = {
  cuentas: [
    { numero: '100234-03', moneda: 'CLP', disponible: pesos(1_075_012), liquidaAcciones: true },
    {
      numero: '100234-04',
      moneda: 'USD',
      disponible: { amount: 1_200, currency: 'USD' },
      liquidaAcciones: false,
    },
  ],
};

const destinations: stockAccounts.DestinationAccountsResponse = {
  cuentas: [
    {
      id: '0',
      bankName: 'Banco de Chile',
      type: 'Cuenta corriente',
      currency: 'CLP',
      maskedNumber: '•••• 5678',
    },
  ],
};

const answers = (over: Answers = {}): Answers => ({
  '/api/bolsa/cuentasCorrientes': current,
  '/api/bolsa/cuentasDestino': destinations,
  ...over,
});

const renderPage = () =>
  renderRoutes(
    '/acciones/cuentas',
    <>
      <Route path="acciones/cuentas" element={<StockAccountsPage />} />
      <Route path="*" element={<p>Otra página</p>} />
    </>,
  );

const table = async (name: string) => within(await screen.findByRole('table', { name }));
/** The table's row holding `text` (the cards below 768 px repeat it outside the table). */
const rowWith = (list: ReturnType<typeof within>, text: string) =>
  within(list.getByText(text).closest('tr')!);

afterEach(() => {
  vi.unstubAllGlobals();
});

// DataTable's sorting buttons take several renders under load.
describe('Cuentas para operar', { timeout: 30_000 }, () => {
  it('lists the current accounts and the destination accounts, with the ways on', async () => {
    serve(answers());
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cuentas para operar' })).toBeVisible();
    expect(pageTitleState.page).toBe('Cuentas para operar');
    expect(screen.getByRole('link', { name: 'Volver a Acciones' })).toHaveAttribute(
      'href',
      '/acciones',
    );

    const accounts = await table('Cuentas corrientes para operar acciones');
    const clp = rowWith(accounts, '100234-03');
    for (const text of ['Pesos', '$ 1.075.012', 'Paga sus compras y recibe sus ventas']) {
      expect(clp.getByText(text)).toBeInTheDocument();
    }
    const usd = rowWith(accounts, '100234-04');
    for (const text of ['Dólares', 'US$ 1.200,00', 'No se usa para operar acciones']) {
      expect(usd.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Transferir a mi banco' })).toHaveAttribute(
      'href',
      '/ccm/saldos?cuenta=100234-03',
    );

    const banks = await table('Cuentas bancarias de destino');
    const chile = rowWith(banks, 'Banco de Chile');
    for (const text of ['Cuenta corriente', 'Pesos', '•••• 5678']) {
      expect(chile.getByText(text)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('link', { name: 'Registrar una cuenta bancaria' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/miPerfil/misDatosPersonales/cuentasBancarias',
    );
  });

  it('says so when there are no accounts, and offers registering one', async () => {
    serve(
      answers({
        '/api/bolsa/cuentasCorrientes': { cuentas: [] },
        '/api/bolsa/cuentasDestino': { cuentas: [] },
      }),
    );
    renderPage();
    const accounts = await table('Cuentas corrientes para operar acciones');
    expect(accounts.getByText(/No tiene una Cuenta Corriente con la corredora/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Transferir a mi banco' })).toBeNull();
    const banks = await table('Cuentas bancarias de destino');
    expect(banks.getByText('No tiene cuentas bancarias registradas.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Registrar una cuenta bancaria' })).toBeVisible();
  });

  it('a failed section says so with Reintentar, and the other one still shows', async () => {
    let fail = true;
    serve(
      answers({
        '/api/bolsa/cuentasDestino': () =>
          fail ? json({ message: 'Error', status: 503 }, 503) : destinations,
      }),
    );
    renderPage();
    await table('Cuentas corrientes para operar acciones');
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    fail = false;
    await userEvent.click(retry);
    await table('Cuentas bancarias de destino');
  });
});
