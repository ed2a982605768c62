// Share prices on the wire, computed once per 10-second step however many clients poll.
import type { stocks as contract } from '@inversiones/contract';
import { marketDate } from '../market/clock.ts';
import { divide, PRICE_DECIMALS, rescale, toWireNumber } from '../market/money.ts';
import { stocks, type Stock } from '../market/stock-catalogue.ts';
import {
  exchangePhase,
  nextOpening,
  PRICE_STEP_MS,
  stockQuote,
  type StockQuote,
} from '../market/stock-prices.ts';

/** A share's price (PRICE_DECIMALS) as the wire carries it: pesos on the 0,01 tick. */
export const wirePrice = (value: bigint) =>
  toWireNumber(rescale(value, PRICE_DECIMALS, 2, 'halfUp'), 2);

/** Change from the previous close in percentage points, 4 decimals, half up. */
const change = (last: bigint, previous: bigint) =>
  toWireNumber(divide((last - previous) * 1_000_000n, previous, 'halfUp'), 4);

/** One share's quote as the contract carries it. */
export function toWireQuote(stock: Stock, quote: StockQuote): contract.StockQuote {
  return {
    nemo: stock.ticker,
    nombre: stock.name,
    sector: stock.sector,
    precio: wirePrice(quote.last),
    cierreAnterior: wirePrice(quote.previousClose),
    apertura: wirePrice(quote.open),
    maximo: wirePrice(quote.high),
    minimo: wirePrice(quote.low),
    variacion: change(quote.last, quote.previousClose),
    soloLimite: stock.limitOnly,
    fecha: quote.date,
  };
}

/** The exchange's session at `now` (spec 7 "schedule checks"). */
export function scheduleAt(now: number): contract.Schedule {
  return {
    fecha: marketDate(now),
    fase: exchangePhase(now),
    abre: '09:30',
    cierra: '16:00',
    proximaApertura: new Date(nextOpening(now)).toISOString(),
  };
}

export interface PriceBoard {
  /** Names these prices: the same tag while they cannot change (one step, or a closed session). */
  etag: string;
  body: contract.ListResponse;
  /** The body as sent: serialised once per step, not once per poll. */
  json: string;
}

/**
 * What moves the prices: the 10-second step in session; outside it the day and the phase (the
 * prices stay put until the next opening).
 */
function stepOf(now: number): string {
  const phase = exchangePhase(now);
  return phase === 'abierto'
    ? `${marketDate(now)}-${Math.floor(now / PRICE_STEP_MS)}`
    : `${marketDate(now)}-${phase}`;
}

let board: (PriceBoard & { step: string }) | undefined;

/** Every share's price at `now`: computed on the first poll of a step, then served as is. */
export function priceBoard(now: number): PriceBoard {
  const step = stepOf(now);
  if (board?.step !== step) {
    const quotes = stocks.map((stock) => ({ stock, quote: stockQuote(stock.ticker, now) }));
    const at = Math.max(...quotes.map(({ quote }) => quote.at));
    const body = {
      // Within a step the schedule cannot change: the step names the day and the phase.
      horario: scheduleAt(now),
      hora: new Date(at).toISOString(),
      acciones: quotes.map(({ stock, quote }) => toWireQuote(stock, quote)),
    };
    board = { step, etag: `"${step}"`, body, json: JSON.stringify(body) };
  }
  return board;
}
