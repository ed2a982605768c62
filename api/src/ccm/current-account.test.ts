// The current accounts through the API: balances and movements from the ledger's cash rows
// (agreeing with the home's invest detail), a bank payment landing there, and the transfer to a
// registered bank account with the 14:00 rule (PGlite, or PostgreSQL with DATABASE_URL).
import {
  currentAccount,
  dashboard,
  fundOperations as ops,
  pathOf,
  payButtons,
  wizard,
} from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMILA } from '../ledger/demo-ledger.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

// Friday 27/11/2026 at noon, later 14:30: after the transfer deadline (it leaves on Monday).
let now = Date.parse('2026-11-27T12:00:00-03:00');
const demo = useDemoApp({ now: () => now });

const balances = (browser: TestBrowser) => read(browser, currentAccount.balances, '/ccm/saldos');
const movements = (browser: TestBrowser, query = 'cuenta=100234-03') =>
  read(browser, currentAccount.movements, `/ccm/movimientos?${query}`);
const pesos = async (browser: TestBrowser) =>
  (await balances(browser)).accounts.find((a) => a.account.id === '100234-03');

/** A payment of `amount` through bank 3, approved at the demo bank and notified. */
async function payIn(browser: TestBrowser, amount: number) {
  const created = await browser.call('POST', '/botonesDePago/3/transacciones', {
    body: { amount, investment: null },
    headers: { [ops.IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  });
  const started = payButtons.create.response.parse(await created.json());
  const decided = await browser.call('POST', started.bankUrl.replace(/^\/api/, ''), {
    body: 'decision=aprobado',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const [path = '', query = ''] = (decided.headers.get('location') ?? '').split('?');
  const notified = await browser.call('POST', '/botonesDePago/notificacion', {
    body: { ficticia: path.split('/')[2], query },
  });
  expect(notified.status).toBe(200);
}

function transfer(browser: TestBrowser, body: unknown, key = randomUUID()) {
  return browser.call('POST', '/botonesDePago/transferencia', {
    body,
    headers: { [ops.IDEMPOTENCY_KEY_HEADER]: key },
  });
}

describe('the current accounts', () => {
  it('gives each account its balance, as the home invest detail does, and its movements', async () => {
    const camila = await demo.as(CAMILA);
    const { accounts } = await balances(camila);
    // Her deposit and a bank payment (850.000), plus what her demo shares paid since 2024.
    const [paid] = await demo.db.query<{ total: string }>(
      `SELECT COALESCE(SUM(m.amount), 0)::text AS total
       FROM movements m JOIN ledger_accounts a ON a.id = m.account_id
       WHERE a.number = '100234-03' AND m.kind = 'dividendo' AND m.status <> 'anulado'`,
    );
    const dividends = Number(paid?.total);
    expect(dividends).toBeGreaterThan(0);
    const inPesos = { amount: 850_000 + dividends, currency: 'CLP' };
    expect(accounts.map((a) => [a.account.id, a.balance, a.available])).toEqual([
      ['100234-03', inPesos, inPesos],
      ['100234-04', { amount: 8_000, currency: 'USD' }, { amount: 8_000, currency: 'USD' }],
    ]);
    const detail = await read(camila, dashboard.investDetail, '/dashboard/detalleInversion');
    for (const account of accounts) {
      const home = detail.accounts.find((a) => a.account.id === account.account.id);
      expect(home?.available).toEqual(account.available);
    }
    const list = await movements(camila);
    // Newest first: a bank payment Treasury credited, her shares' dividends, each purchase paid in
    // by a transfer that day; each row's balance follows from the next.
    expect(list.rows[0]).toEqual(
      expect.objectContaining({
        type: 'botonPago',
        tradeDate: '2026-09-14',
        amount: { amount: 50_000, currency: 'CLP' },
        balanceAfter: inPesos,
        status: 'liquidado',
      }),
    );
    for (const [i, row] of list.rows.slice(0, -1).entries()) {
      expect(row.balanceAfter.amount - row.amount.amount).toBe(
        list.rows[i + 1]!.balanceAfter.amount,
      );
    }
    expect(new Set(list.rows.map((r) => r.type))).toEqual(
      new Set(['botonPago', 'dividendoAcciones', 'compraAcciones', 'transferencia']),
    );
    // Her first deposit opens the account, on the last page.
    const last = await movements(
      camila,
      `cuenta=100234-03&pagina=${Math.ceil(list.total / list.pageSize)}`,
    );
    expect(last.rows.at(-1)).toEqual(
      expect.objectContaining({
        type: 'deposito',
        tradeDate: '2024-03-15',
        amount: { amount: 800_000, currency: 'CLP' },
        balanceAfter: { amount: 800_000, currency: 'CLP' },
      }),
    );
    const history = await read(camila, payButtons.transactions, '/botonesDePago/transacciones');
    expect(history.rows.map((t) => [t.bankName, t.amount.amount, t.statusId, t.canCancel])).toEqual(
      [
        ['Banco Austral', 30_000, 3, false],
        ['Banco del Estado de Chile', 200_000, 2, false],
        ['Banco del Pacífico Sur', 80_000, 7, false],
        ['Banco Litoral', 120_000, 6, false],
        ['Banco Andino', 50_000, 4, false],
      ],
    );
    // The one Treasury credited names its movement in the current account.
    expect(history.rows.at(-1)?.creditFolio).toBe(list.rows[0]?.folio);
    expect((await camila.get('/ccm/movimientos?cuenta=100234-01')).status).toBe(404);
    expect((await camila.get('/ccm/movimientos')).status).toBe(400);
  });

  it('shows a bank payment with the running balance, newest first, within a period', async () => {
    const camila = await demo.as(CAMILA);
    const before = (await pesos(camila))?.balance.amount ?? 0;
    await payIn(camila, 120_000);
    expect((await pesos(camila))?.balance.amount).toBe(before + 120_000);
    const [latest] = (await movements(camila)).rows;
    expect(latest).toMatchObject({
      type: 'botonPago',
      tradeDate: '2026-11-27',
      amount: { amount: 120_000 },
      balanceAfter: { amount: before + 120_000 },
    });
    const november = await movements(
      camila,
      'cuenta=100234-03&fechaInicio=20261101&fechaTermino=20261130',
    );
    expect(november.rows.map((r) => r.type)).toEqual(['botonPago']);
    expect(november.total).toBe(1);
  });

  it('transfers to a registered bank account of its currency, once per key, by the 14:00 rule', async () => {
    const camila = await demo.as(CAMILA);
    const none = await transfer(camila, {
      accountId: '100234-03',
      bankAccountId: '0',
      amount: 10_000,
    });
    expect(none.status).toBe(404);
    // She registers her accounts, as in Mis Datos Personales.
    const saved = await camila.call(
      'PUT',
      pathOf(wizard.saveSection, { context: 'base', id: 'CUENTASBANCARIASCLIENTE' }),
      {
        body: {
          cuentasBancariasCliente: [
            { CuentaBancaria: '12345678', Banco: 'CHI', IdMoneda: '1', IdTipoCtaBanc: '1' },
            { CuentaBancaria: '99887766', Banco: 'SEC', IdMoneda: '2', IdTipoCtaBanc: '1' },
          ],
        },
      },
    );
    expect(saved.status).toBe(200);
    const { accounts } = await read(
      camila,
      payButtons.bankAccounts,
      '/botonesDePago/cuentasBancarias',
    );
    expect(accounts).toEqual([
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
    ]);

    const wrongCurrency = await transfer(camila, {
      accountId: '100234-03',
      bankAccountId: '1',
      amount: 10_000,
    });
    expect(wrongCurrency.status).toBe(422);
    const tooMuch = await transfer(camila, {
      accountId: '100234-03',
      bankAccountId: '0',
      amount: 99_000_000,
    });
    expect(((await tooMuch.json()) as { message: string }).message).toBe(
      'No posee saldo disponible para realizar esta transferencia',
    );

    const before = (await pesos(camila))?.available.amount ?? 0;
    // At 12:00 it leaves today.
    const key = randomUUID();
    const body = { accountId: '100234-03', bankAccountId: '0', amount: 50_000 };
    const first = await transfer(camila, body, key);
    const firstBody: unknown = await first.json();
    expect(first.status, JSON.stringify(firstBody)).toBe(200);
    const done = payButtons.transfer.response.parse(firstBody);
    expect(done).toMatchObject({
      tradeDate: '2026-11-27',
      outOfHours: false,
      bankAccount: { id: '0' },
    });
    expect(await (await transfer(camila, body, key)).json()).toEqual(done);
    expect((await pesos(camila))?.available.amount).toBe(before - 50_000);
    expect((await movements(camila)).rows[0]).toMatchObject({
      folio: done.folio,
      type: 'transferencia',
      amount: { amount: -50_000 },
    });

    // At 14:30 it leaves on Monday, and counts as taken at once.
    now = Date.parse('2026-11-27T14:30:00-03:00');
    const later = await demo.as(CAMILA);
    const late = payButtons.transfer.response.parse(
      await (await transfer(later, { ...body, amount: 20_000 })).json(),
    );
    expect(late).toMatchObject({ tradeDate: '2026-11-30', outOfHours: true });
    const after = await pesos(later);
    expect(after?.available.amount).toBe(before - 70_000);
    expect(after?.balance.amount).toBe(before - 50_000);
    expect((await movements(later)).rows[0]).toMatchObject({
      status: 'enTransito',
      tradeDate: '2026-11-30',
    });
  });
});
