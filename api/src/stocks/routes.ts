// Stocks (spec 7 "Stock and others", first part): the shares and their prices polled every
// 10 s, the schedule, a share's detail with its disclaimers and chart, and the research
// portfolio. Prices are public market data: the same for everyone, computed once per step.
import { stocks as contract } from '@inversiones/contract';
import { Hono } from 'hono';
import { marketDate } from '../market/clock.ts';
import { addDays, fromCompactDate } from '../market/iso-date.ts';
import { findStock } from '../market/stock-catalogue.ts';
import { exchangePhase, stockCloses, stockDividends, stockQuote } from '../market/stock-prices.ts';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { disclaimers, stocksMessages as m } from './messages.ts';
import { priceBoard, scheduleAt, toWireQuote, wirePrice } from './quotes.ts';
import { researchPortfolio, revisedOn } from './research.ts';

/** The share a path names (404 for a ticker the broker does not trade). */
function stockOf(ticker: string) {
  const stock = contract.tickerSchema.safeParse(ticker).success ? findStock(ticker) : undefined;
  if (!stock) throw new ApiError(404, m.unknownTicker);
  return stock;
}

export function stockRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);

  implement(contract.list, (c) => {
    const board = priceBoard(deps.now());
    // The portal sends back the last tag it got: an unchanged step answers 304 without a body.
    c.header('ETag', board.etag);
    const asked = c.req.header('If-None-Match');
    if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === board.etag)) {
      return c.body(null, 304);
    }
    return c.body(board.json, 200, { 'Content-Type': 'application/json' });
  });

  implement(contract.schedule, () => scheduleAt(deps.now()));

  implement(contract.detail, (_c, { params }) => {
    const now = deps.now();
    const stock = stockOf(params.nemo);
    const quote = stockQuote(stock.ticker, now);
    const today = marketDate(now);
    return {
      accion: toWireQuote(stock, quote),
      hora: new Date(quote.at).toISOString(),
      dividendos: stockDividends(stock.ticker, addDays(today, -365), today).map((d) => ({
        fecha: d.date,
        monto: wirePrice(d.perShare),
      })),
      disclaimers: [...disclaimers],
    };
  });

  implement(contract.chart, (_c, { params, request }) => {
    const stock = stockOf(params.nemo);
    const now = deps.now();
    const today = marketDate(now);
    const phase = exchangePhase(now);
    const asked = request.desde ? fromCompactDate(request.desde) : contract.STOCK_CHART_START;
    const from = asked < contract.STOCK_CHART_START ? contract.STOCK_CHART_START : asked;
    // Only sessions that ended: today's close is not known before 16:00. In session, today's
    // point is the price now, the one the list shows.
    const closes = stockCloses(
      stock.ticker,
      from,
      phase === 'cerrado' ? today : addDays(today, -1),
    );
    if (phase === 'abierto' && today >= from) {
      closes.push({ date: today, close: stockQuote(stock.ticker, now).last });
    }
    return {
      nemo: stock.ticker,
      fechas: closes.map((c) => c.date),
      cierres: closes.map((c) => wirePrice(c.close)),
    };
  });

  implement(contract.researchPortfolio, () => {
    const now = deps.now();
    return {
      fecha: revisedOn(marketDate(now)),
      acciones: researchPortfolio.map((share) => {
        const stock = stockOf(share.ticker);
        return {
          accion: toWireQuote(stock, stockQuote(stock.ticker, now)),
          peso: share.weight,
          tesis: share.thesis,
        };
      }),
    };
  });

  return app;
}
