import type { currentAccount, payButtons } from '@inversiones/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, camila, serve } from '../funds/funds.test-helper.tsx';
import { CurrentAccountPage } from './CurrentAccountPage.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const account = (id: string, currency: 'CLP' | 'USD', amount: number): currentAccount.Balance => ({
  account: {
    id,
    product: 'ccm',
    name: `Cuenta Corriente Mercantil ${currency}`,
    currency,
    apvRegime: null,
  },
  balance: { amount, currency },
  available: { amount, currency },
  inTransit: { amount: 0, currency },
});
const balances = {
  date: '2026-11-27',
  accounts: [account('100234-03', 'CLP', 850_000), account('100234-04', 'USD', 1_200)],
};
const movement = (accountId: string, amount: number, currency: 'CLP' | 'USD') => ({
  page: 1,
  pageSize: 10,
  total: 1,
  rows: [
    {
      folio: '1000001',
      accountId,
      tradeDate: '2024-03-15',
      settlementDate: '2024-03-15',
      type: 'deposito',
      amount: { amount, currency },
      status: 'liquidado',
      balanceAfter: { amount, currency },
    },
  ],
});
const banks: { accounts: payButtons.RegisteredBankAccount[] } = {
  accounts: [
    {
      id: '0',
      bankName: 'Banco de Chile',
      type: 'Cuenta corriente',
      currency: 'CLP',
      maskedNumber: '•••• 5678',
    },
    {
      id: '1',
      bankName: 'Banco Security',
      type: 'Cuenta corriente',
      currency: 'USD',
      maskedNumber: '•••• 7766',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

function show(transfer: (body: unknown, key: string) => Response) {
  const sent: { body: unknown; key: string }[] = [];
  const fetchMock = serve({
    ...camila,
    '/api/ccm/saldos': balances,
    '/api/ccm/movimientos': (url: URL) =>
      url.searchParams.get('cuenta') === '100234-04'
        ? movement('100234-04', 1_200, 'USD')
        : movement('100234-03', 850_000, 'CLP'),
    '/api/botonesDePago/cuentasBancarias': banks,
    '/api/botonesDePago/transferencia': (_url: URL, init?: RequestInit) => {
      const body: unknown = JSON.parse(String(init?.body));
      const key = new Headers(init?.headers).get('Idempotency-Key') ?? '';
      sent.push({ body, key });
      return transfer(body, key);
    },
  });
  render(
    <MemoryRouter initialEntries={['/ccm/saldos']}>
      <Routes>
        <Route path="ccm/saldos" element={<CurrentAccountPage />} />
      </Routes>
    </MemoryRouter>,
  );
  return { fetchMock, sent };
}

describe('Mi Cuenta Corriente', () => {
  it('shows each account with its movements and running balance', async () => {
    const { fetchMock } = show(() => json({}));
    const table = await screen.findByRole('table', { name: 'Movimientos' });
    expect(within(table).getByRole('rowheader', { name: 'Depósito' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/ccm/movimientos')[0]?.searchParams.get('cuenta')).toBe(
      '100234-03',
    );
    await userEvent.click(screen.getByRole('button', { name: /Cuenta/ }));
    await userEvent.click(await screen.findByRole('option', { name: /en dólares N° 100234-04/ }));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/ccm/movimientos').at(-1)?.searchParams.get('cuenta')).toBe(
        '100234-04',
      ),
    );
  });

  it('transfers to a registered account of the same currency, keeping the data and the key on a failure', async () => {
    let attempt = 0;
    const { sent } = show(() => {
      attempt += 1;
      return attempt === 1
        ? json({ message: 'Error', status: 503 }, 503)
        : json({
            folio: '1000099',
            accountId: '100234-03',
            bankAccount: banks.accounts[0],
            amount: { amount: 50_000, currency: 'CLP' },
            tradeDate: '2026-11-27',
            outOfHours: false,
            createdAt: '2026-11-27T15:00:00.000Z',
          });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Transferir a mi banco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir a mi banco' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Cuenta de destino/ }));
    // Only the pesos account is offered for the pesos current account.
    expect(screen.queryByRole('option', { name: /Banco Security/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Banco de Chile/ }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Monto a transferir/ }),
      '50000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(
      await within(dialog).findByText(/No fue posible ingresar la transferencia/),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Monto a transferir/ })).toHaveValue(
      '50.000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByText(
        /Transferencia ingresada: \$\s50\.000 a Banco de Chile •••• 5678\. Sale hoy, 27\/11\/2026\./,
      ),
    ).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[0]?.key).toBe(sent[1]?.key);
    expect(sent[0]?.body).toEqual({ accountId: '100234-03', bankAccountId: '0', amount: 50_000 });
  });
});
