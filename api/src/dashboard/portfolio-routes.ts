// The home's client-scoped calls (spec 7 "Dashboard"): statement, portfolio, profitability,
// accounts, invest balance and detail, latest fund movements, checkinvestment. Every query
// reads the rut of the profile the session acts for.
import { allows, dashboard } from '@inversiones/contract';
import { Hono } from 'hono';
import { roleFacts } from '../platform/access.ts';
import { activeRut, type AppEnv, type Deps } from '../platform/guard.ts';
import { implementer } from '../platform/implement.ts';
import { marketDate } from '../market/clock.ts';
import { MARKET_START } from '../market/prices.ts';
import { listAccounts } from '../ledger/accounts.ts';
import { cachedHoldingsAsOf } from '../ledger/cached-holdings.ts';
import { listMovements } from '../ledger/movement-queries.ts';
import { periodRange } from '../ledger/profitability.ts';
import { isFundMovement, toFundMovement } from '../funds/fund-movement-wire.ts';
import { holdingsMessages } from '../funds/holdings-messages.ts';
import { queryDate } from '../funds/query-dates.ts';
import { investBalanceOf, investDetailOf } from './invest-balance.ts';
import { portfolioAsOfDate, statementAsOf } from './portfolio-view.ts';
import { toWireAccount } from './product-names.ts';
import { profitabilityOf } from './profitability-view.ts';
import { valuationInstant } from './valuation-instant.ts';
import { settleTransfers } from '../tefe/instructions.ts';

export function dashboardPortfolioRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const { db } = deps;
  const today = () => marketDate(deps.now());

  implement(dashboard.statement, async (c) => {
    const at = deps.now();
    // The home's total counts a transfer abroad once executed (at its cut-off), not before.
    await settleTransfers(db, activeRut(c), at);
    return statementAsOf(db, activeRut(c), marketDate(at), at);
  });

  implement(dashboard.portfolio, (c, { request }) => {
    const at = valuationInstant(request.valuadoAl, deps.now());
    return portfolioAsOfDate(db, activeRut(c), marketDate(at), at);
  });

  implement(dashboard.profitability, (c, { request }) => {
    const at = valuationInstant(request.valuadoAl, deps.now());
    const now = marketDate(at);
    const { fechaInicio, fechaTermino } = request;
    const selected =
      fechaInicio && fechaTermino
        ? {
            from: queryDate(fechaInicio, now, 'fechaInicio'),
            to: queryDate(fechaTermino, now, 'fechaTermino'),
          }
        : undefined;
    const { from, to } = periodRange(request.periodo, now, selected);
    return profitabilityOf(db, activeRut(c), request.periodo, from, to, at);
  });

  implement(dashboard.accounts, async (c) => ({
    accounts: (await listAccounts(db, activeRut(c))).map(toWireAccount),
  }));

  implement(dashboard.investBalance, (c) => investBalanceOf(db, activeRut(c), today()));

  implement(dashboard.investDetail, (c) => investDetailOf(db, activeRut(c), today()));

  implement(dashboard.fundMovements, async (c) => {
    const now = today();
    const { rows } = await listMovements(db, activeRut(c), {
      from: MARKET_START,
      to: now,
      product: 'ffmm',
      pageSize: dashboard.RECENT_MOVEMENTS,
      asOf: now,
    });
    return { movements: rows.filter(isFundMovement).map(toFundMovement) };
  });

  implement(dashboard.checkInvestment, async (c) => {
    const holdings = await cachedHoldingsAsOf(db, activeRut(c), today());
    const canInvest = allows('placeOrders', roleFacts(c));
    return {
      hasInvestments: holdings.length > 0,
      canInvest,
      reason: canInvest ? null : holdingsMessages.cannotInvest,
    };
  });

  return app;
}
