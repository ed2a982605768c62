// Spec 7 "current accounts" and "destination accounts" of the stock desk: the current accounts
// share trades settle in, with what the ticket can spend, and the bank accounts a sale's money
// can be transferred to (the pay buttons' list, read from the same place).
import { stockAccounts as contract } from '@inversiones/contract';
import { Hono } from 'hono';
import { listAccounts } from '../ledger/accounts.ts';
import { marketDate } from '../market/clock.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { wireMoney } from '../funds/wire-money.ts';
import { availableCash } from '../currency-spot/desk.ts';
import { registeredBankAccounts } from '../pay-buttons/transfer.ts';
import { settleDueOrders, spendableCash } from '../stock-orders/orders.ts';

export function stockAccountRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;

  implement(contract.currentAccounts, async (c) => {
    const rut = activeRut(c);
    const now = deps.now();
    // Fills and dividends due since the last read change what the pesos account can spend.
    await settleDueOrders(db, rut, now);
    const today = marketDate(now);
    const accounts = (await listAccounts(db, rut, 'ccm')).filter(
      (a) => a.currency === 'CLP' || a.currency === 'USD',
    );
    const cuentas = await Promise.all(
      accounts.map(async (account) => {
        const currency = account.currency as 'CLP' | 'USD';
        const pesos = currency === 'CLP';
        const available = pesos
          ? await spendableCash(db, rut, account, today)
          : await availableCash(db, account, today);
        return {
          numero: account.number,
          moneda: currency,
          disponible: wireMoney(available, currency),
          liquidaAcciones: pesos,
        };
      }),
    );
    // The pesos account first: the one the desk settles in.
    return {
      cuentas: cuentas.sort((a, b) => Number(b.liquidaAcciones) - Number(a.liquidaAcciones)),
    };
  });

  implement(contract.destinationAccounts, async (c) => ({
    cuentas: await registeredBankAccounts(db, activeRut(c)),
  }));

  return app;
}
