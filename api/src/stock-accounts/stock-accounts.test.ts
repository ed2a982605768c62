// The stock desk's accounts through the API: the current accounts with what the ticket can spend
// (a pending purchase's reserve is off the pesos one), and the registered bank accounts a sale's
// money can go to, the same list the current-account transfer offers; each client only their own
// (PGlite, or PostgreSQL with DATABASE_URL).
import {
  fundOperations as ops,
  pathOf,
  payButtons,
  stockAccounts as contract,
  stockOrders as so,
  wizard,
} from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { parseDecimal } from '../market/money.ts';
import { stockQuote } from '../market/stock-prices.ts';
import type { TestBrowser } from '../test-support/browser.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';

const now = MARKET_TEST_NOW;
const demo = useDemoApp({ now: () => now });

const currentOf = (browser: TestBrowser) =>
  read(browser, contract.currentAccounts, contract.currentAccounts.path);
const destinationsOf = (browser: TestBrowser) =>
  read(browser, contract.destinationAccounts, contract.destinationAccounts.path);

async function ticketCash(browser: TestBrowser) {
  const { formas } = await read(
    browser,
    so.paymentMethods,
    `${so.paymentMethods.path}?tipo=compra`,
  );
  return formas.find((f) => f.id === 'cuentaCorriente')?.disponible;
}

describe("the stock desk's accounts", () => {
  it('lists the current accounts, pesos first, with what the ticket can spend', async () => {
    const camila = await demo.as(CAMILA);
    const { cuentas } = await currentOf(camila);
    expect(cuentas).toEqual([
      {
        numero: '100234-03',
        moneda: 'CLP',
        disponible: await ticketCash(camila),
        liquidaAcciones: true,
      },
      {
        numero: '100234-04',
        moneda: 'USD',
        disponible: { amount: 8_000, currency: 'USD' },
        liquidaAcciones: false,
      },
    ]);

    // A limit purchase well under the price waits, and sets its total aside from the pesos.
    const quote = stockQuote('CENCOSUD', now);
    const limit = Number(((quote.previousClose * 85n) / 100n / 100n) * 100n) / 10_000;
    const response = await camila.call('POST', so.buyConfirm.path, {
      body: {
        nemo: 'CENCOSUD',
        cantidad: 100,
        tipoOrden: 'limite',
        precioLimite: limit,
        aceptaPerfil: true,
      },
      headers: { [ops.IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    });
    const pending = so.orderSchema.parse(await response.json());
    expect(pending.estado).toBe('pendiente');
    const after = await currentOf(camila);
    const pesos = (amount: number) => parseDecimal(String(amount), 0);
    expect(pesos(after.cuentas[0]!.disponible.amount)).toBe(
      pesos(cuentas[0]!.disponible.amount) - pesos(pending.total.amount),
    );
    expect(after.cuentas[0]!.disponible).toEqual(await ticketCash(camila));
  });

  it("lists the registered bank accounts as the transfer does, and only the client's own", async () => {
    const camila = await demo.as(CAMILA);
    const saved = await camila.call(
      'PUT',
      pathOf(wizard.saveSection, { context: 'base', id: 'CUENTASBANCARIASCLIENTE' }),
      {
        body: {
          cuentasBancariasCliente: [
            { CuentaBancaria: '12345678', Banco: 'CHI', IdMoneda: '1', IdTipoCtaBanc: '1' },
            { CuentaBancaria: '99887766', Banco: 'SEC', IdMoneda: '2', IdTipoCtaBanc: '2' },
          ],
        },
      },
    );
    expect(saved.status).toBe(200);
    const { cuentas } = await destinationsOf(camila);
    const { accounts } = await read(camila, payButtons.bankAccounts, payButtons.bankAccounts.path);
    expect(cuentas).toEqual(accounts);
    expect(cuentas).toEqual([
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
        type: 'Cuenta vista',
        currency: 'USD',
        maskedNumber: '•••• 7766',
      },
    ]);

    // Rodrigo, as himself: no current account, and none of Camila's bank accounts.
    const rodrigo = await demo.as(RODRIGO, '2001');
    expect(await currentOf(rodrigo)).toEqual({ cuentas: [] });
    const his = await destinationsOf(rodrigo);
    expect(his.cuentas.map((c) => c.maskedNumber)).not.toContain('•••• 5678');
  });
});
