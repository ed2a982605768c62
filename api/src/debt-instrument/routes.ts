// Fixed income and pactos (spec 7 "fixed income balances and movements", families `rentafija`
// and `pactos`), read-only: the active profile's instruments accrued to the clock's today, and
// the purchases, coupons and maturities of a period.
// Ledger decision: kept in their own table, out of the ledger, so the home (portfolio-view.ts)
// does not count them and Camila's home total stays as it was; moving them into the ledger needs
// a new product line there, a larger change left for later.
import { fixedIncome, repos } from '@inversiones/contract';
import { Hono } from 'hono';
import { queryDate } from '../funds/query-dates.ts';
import { marketDate } from '../market/clock.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import {
  fixedIncomeBalances,
  fixedIncomeMovements,
  repoBalances,
  repoMovements,
} from './positions.ts';

/** The period's dates, refused (400) after today or before the market's history. */
const periodOf = (request: { fechaInicio: string; fechaTermino: string }, today: string) =>
  [
    queryDate(request.fechaInicio, today, 'fechaInicio'),
    queryDate(request.fechaTermino, today, 'fechaTermino'),
  ] as const;

export function debtInstrumentRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const today = () => marketDate(deps.now());

  implement(fixedIncome.balances, (c) => fixedIncomeBalances(db, activeRut(c), today()));
  implement(fixedIncome.movements, (c, { request }) => {
    const day = today();
    const [from, to] = periodOf(request, day);
    return fixedIncomeMovements(db, activeRut(c), day, from, to);
  });
  implement(repos.balances, (c) => repoBalances(db, activeRut(c), today()));
  implement(repos.movements, (c, { request }) => {
    const day = today();
    const [from, to] = periodOf(request, day);
    return repoMovements(db, activeRut(c), day, from, to);
  });

  return app;
}
