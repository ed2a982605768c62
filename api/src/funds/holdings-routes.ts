// The client-scoped fund calls (spec 7 "Mutual funds"): holdings, movements, balances, results.
// Every query reads the rut of the profile the session acts for, never a rut from the request.
import {
  funds,
  pageNumber,
  PAGE_SIZE,
  type AssetClass,
  type FundHolding,
} from '@inversiones/contract';
import { Hono } from 'hono';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { marketDate } from '../market/clock.ts';
import { MARKET_START } from '../market/prices.ts';
import { findAccount, listAccounts } from '../ledger/accounts.ts';
import { inTransitMovements, listMovements } from '../ledger/movement-queries.ts';
import { applyDuePacDebits } from '../ledger/pac-debits.ts';
import { accountBalanceOf, fundHoldingsAsOf, holdingsAnswer } from './fund-holdings.ts';
import { isFundMovement, toFundMovement } from './fund-movement-wire.ts';
import { holdingsMessages } from './holdings-messages.ts';
import { periodResults } from './period-results.ts';
import { queryDate } from './query-dates.ts';
import { assetClassNames, wireClp, wireWeights } from './wire-money.ts';

export function fundHoldingsRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const today = () => marketDate(deps.now());

  /** The profile's fund holdings grouped by `key`, each group's share of their total. */
  async function grouped<K extends string | number>(
    rut: string,
    key: (h: FundHolding) => K,
    name: (k: K) => string,
  ) {
    const date = today();
    const answer = holdingsAnswer(date, await fundHoldingsAsOf(db, rut, date));
    const groups = new Map<K, typeof answer.holdings>();
    for (const h of answer.holdings) groups.set(key(h), [...(groups.get(key(h)) ?? []), h]);
    const ids = [...groups.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const values = ids.map((id) =>
      (groups.get(id) ?? []).reduce(
        (sum: bigint, h: FundHolding) => sum + BigInt(h.valueClp.amount),
        0n,
      ),
    );
    const weights = wireWeights(values);
    return {
      date: answer.date,
      dollarRate: answer.dollarRate,
      total: answer.total,
      groups: ids.map((id, i) => ({
        id,
        name: name(id),
        valueClp: wireClp(values[i] as bigint),
        weight: weights[i] as number,
        holdings: groups.get(id) ?? [],
      })),
    };
  }

  implement(funds.myFunds, async (c) => {
    const date = today();
    return holdingsAnswer(date, await fundHoldingsAsOf(db, activeRut(c), date));
  });

  implement(funds.balanceReport, async (c, { request }) => {
    const now = today();
    const date = request.fecha ? queryDate(request.fecha, now, 'fecha') : now;
    return holdingsAnswer(date, await fundHoldingsAsOf(db, activeRut(c), date));
  });

  implement(funds.movementReport, async (c, { request }) => {
    const rut = activeRut(c);
    const now = today();
    if (request.cuenta) {
      const account = await findAccount(db, rut, request.cuenta);
      if (account?.product !== 'ffmm') {
        throw new ApiError(404, holdingsMessages.accountNotFound, ['cuenta']);
      }
    }
    const page = pageNumber(request.pagina);
    // The PAC debits due by today are movements too: written before they are listed.
    await applyDuePacDebits(db, rut, now);
    const result = await listMovements(db, rut, {
      from: request.fechaInicio ? queryDate(request.fechaInicio, now, 'fechaInicio') : MARKET_START,
      to: request.fechaTermino ? queryDate(request.fechaTermino, now, 'fechaTermino') : now,
      page,
      pageSize: PAGE_SIZE,
      product: 'ffmm',
      ...(request.cuenta ? { accountNumber: request.cuenta } : {}),
      ...(request.fondo ? { fundId: request.fondo } : {}),
      asOf: now,
    });
    return {
      page,
      pageSize: PAGE_SIZE as typeof PAGE_SIZE,
      total: result.total,
      rows: result.rows.filter(isFundMovement).map(toFundMovement),
    };
  });

  implement(funds.inTransit, async (c) => {
    const rut = activeRut(c);
    await applyDuePacDebits(db, rut, today());
    const movements = await inTransitMovements(db, rut, today(), { product: 'ffmm' });
    return {
      movements: movements
        .filter(isFundMovement)
        .slice(0, 100)
        .map((m) => ({ ...toFundMovement(m), status: 'enTransito' as const })),
    };
  });

  implement(funds.accountBalances, async (c) => {
    const rut = activeRut(c);
    const date = today();
    const [accounts, holdings] = await Promise.all([
      listAccounts(db, rut, 'ffmm'),
      fundHoldingsAsOf(db, rut, date),
    ]);
    return {
      date,
      accounts: accounts.map((account) => accountBalanceOf(account, holdings)),
    };
  });

  implement(funds.byPeriodResults, async (c, { request }) => {
    const now = today();
    const from = queryDate(request.fechaInicio, now, 'fechaInicio');
    const to = queryDate(request.fechaTermino, now, 'fechaTermino');
    return periodResults(db, activeRut(c), from, to);
  });

  implement(funds.byRiskLevel, (c) =>
    grouped(
      activeRut(c),
      (h): number => h.riskLevel,
      (level) => `Nivel de riesgo ${level}`,
    ),
  );

  implement(funds.byAssetClass, (c) =>
    grouped(
      activeRut(c),
      (h): AssetClass => h.type,
      (type) => assetClassNames[type],
    ),
  );

  return app;
}
