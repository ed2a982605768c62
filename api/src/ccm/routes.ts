// The current accounts' balances and movements (spec 7 "CCM balances and movements").
import { currentAccount as contract, pageNumber } from '@inversiones/contract';
import { Hono } from 'hono';
import { marketDate } from '../market/clock.ts';
import { fromCompactDate } from '../market/iso-date.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { settleTransfers } from '../tefe/instructions.ts';
import { currentAccountBalances, currentAccountMovements } from './current-account.ts';

export function currentAccountRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;

  // A transfer abroad whose cut-off passed leaves the account before it is read.
  implement(contract.balances, async (c) => {
    await settleTransfers(db, activeRut(c), deps.now());
    return currentAccountBalances(db, activeRut(c), marketDate(deps.now()));
  });

  implement(contract.movements, async (c, { request }) => {
    await settleTransfers(db, activeRut(c), deps.now());
    const { fechaInicio, fechaTermino, cuenta, pagina } = request;
    const period =
      fechaInicio && fechaTermino
        ? { from: fromCompactDate(fechaInicio), to: fromCompactDate(fechaTermino) }
        : null;
    return currentAccountMovements(db, activeRut(c), cuenta, period, pageNumber(pagina));
  });
  return app;
}
