// Share prices: daily closes since 2019 (a seeded walk per ticker, like the funds') and, on an
// exchange day, an intraday path every 10 seconds from the previous close to the day's close (a
// seeded bridge). Pure functions of the seed, the calendar and the instant: every machine and API
// instance sees the same price at the same moment.
import { isBusinessDay, marketDays, nextBusinessDay } from './calendar.ts';
import { marketDate, marketTime, santiagoInstant } from './clock.ts';
import { addDays, type IsoDate } from './iso-date.ts';
import { divide } from './money.ts';
import { FIRST_CLOSE, lastIndexOnOrBefore } from './prices.ts';
import { seededRandom } from './random.ts';
import { findStock, type Stock } from './stock-catalogue.ts';

/** The exchange's continuous session, Santiago time (opening included, closing not). */
export const EXCHANGE_HOURS = { opens: '09:30', closes: '16:00' } as const;
/** Prices move (and the portal polls) every 10 seconds (spec 9). */
export const PRICE_STEP_MS = 10_000;
/** The price tick: 0,01 pesos, in PRICE_DECIMALS (4). */
const TICK = 100n;
const PPB = 1_000_000_000;
/** Intraday wiggle around the straight line from open to close, as a share of the open. */
const INTRADAY_SPREAD = 0.35;

/** Local market episodes every share lives through, scaled by its beta (as the funds' walk). */
const episodes: readonly { from: IsoDate; to: IsoDate; daily: number }[] = [
  { from: '2019-10-18', to: '2019-11-29', daily: -0.004 },
  { from: '2020-02-24', to: '2020-03-23', daily: -0.011 },
  { from: '2020-03-24', to: '2020-08-31', daily: 0.0014 },
];

export interface StockDividend {
  /** Record date (the close of that day is after the dividend). */
  date: IsoDate;
  /** Per share, PRICE_DECIMALS. */
  perShare: bigint;
}

/** Rounds to the 0,01 tick, never below one tick. */
const onTick = (value: bigint) => {
  const ticked = divide(value, TICK, 'halfUp') * TICK;
  return ticked < TICK ? TICK : ticked;
};

/** One share's daily walk: the market days so far and their closes. */
class StockPath {
  readonly days: IsoDate[] = [FIRST_CLOSE];
  readonly closes: bigint[];
  readonly dividends: StockDividend[] = [];
  private readonly random;

  constructor(private readonly stock: Stock) {
    this.random = seededRandom(`altamira-bolsa:${stock.ticker}`);
    this.closes = [stock.firstClose];
  }

  extendTo(until: IsoDate): void {
    const { drift, volatility, beta } = this.stock;
    const market = marketDays(until);
    for (let index = this.days.length; index < market.days.length; index++) {
      const day = market.days[index] as IsoDate;
      if (day > until) break;
      const gap = market.gaps[index] as number;
      const episode = episodes.find((e) => e.from <= day && day <= e.to)?.daily ?? 0;
      // Half the variance back, so the drift is the typical path's growth, not the mean's.
      const gross =
        (drift / 365) * gap +
        (volatility * volatility) / 2 +
        volatility * this.random.normal() +
        episode * beta;
      const previous = this.closes[this.closes.length - 1] as bigint;
      let close =
        previous + divide(previous * BigInt(Math.round(gross * PPB)), BigInt(PPB), 'halfUp');
      if (this.isDividendDay(day)) {
        const perShare = onTick(
          divide(close * BigInt(this.stock.dividendYieldBps), 10_000n, 'truncate'),
        );
        close -= perShare;
        this.dividends.push({ date: day, perShare });
      }
      this.closes.push(onTick(close));
      this.days.push(day);
    }
  }

  /** The last market day of its dividend month. */
  private isDividendDay(day: IsoDate): boolean {
    if (this.stock.dividendYieldBps === 0) return false;
    if (Number(day.slice(5, 7)) !== this.stock.dividendMonth) return false;
    return nextBusinessDay(day).slice(5, 7) !== day.slice(5, 7);
  }
}

const paths = new Map<string, StockPath>();

function pathOf(ticker: string, until: IsoDate): StockPath {
  let path = paths.get(ticker);
  if (!path) {
    const stock = findStock(ticker);
    if (!stock) throw new Error(`Acción desconocida: ${ticker}`);
    path = new StockPath(stock);
    paths.set(ticker, path);
  }
  path.extendTo(until);
  return path;
}

export interface StockClose {
  date: IsoDate;
  /** PRICE_DECIMALS. */
  close: bigint;
}

/** The close of `date`, or the last one before it (weekends, holidays); undefined before 2019. */
export function stockClose(ticker: string, date: IsoDate): StockClose | undefined {
  const path = pathOf(ticker, date);
  const index = lastIndexOnOrBefore(path.days, date);
  return index < 0
    ? undefined
    : { date: path.days[index] as IsoDate, close: path.closes[index] as bigint };
}

/** Every close from `from` to `to` (both included): the chart's points. */
export function stockCloses(ticker: string, from: IsoDate, to: IsoDate): StockClose[] {
  const path = pathOf(ticker, to);
  const end = lastIndexOnOrBefore(path.days, to);
  const points: StockClose[] = [];
  for (let i = Math.max(0, lastIndexOnOrBefore(path.days, from)); i <= end; i++) {
    const date = path.days[i] as IsoDate;
    if (date >= from) points.push({ date, close: path.closes[i] as bigint });
  }
  return points;
}

/** The dividends a share paid with record dates in [from, to]. */
export function stockDividends(ticker: string, from: IsoDate, to: IsoDate): StockDividend[] {
  return pathOf(ticker, to).dividends.filter((d) => d.date >= from && d.date <= to);
}

/** The steps of a session: one price every 10 s from the opening to the closing. */
const SESSION_STEPS =
  (santiagoInstant('2026-01-05', EXCHANGE_HOURS.closes) -
    santiagoInstant('2026-01-05', EXCHANGE_HOURS.opens)) /
  PRICE_STEP_MS;

interface Session {
  /** The previous session's close, in ticks. */
  previousClose: number;
  /** Price at each step (0 = the opening; the last = the day's close), in ticks. */
  ticks: Int32Array;
  /** Highest and lowest price up to each step, in ticks. */
  high: Int32Array;
  low: Int32Array;
}

/** Only the sessions being quoted are kept: today's, for every share. */
const sessions = new Map<string, Session>();
const MAX_SESSIONS = 200;

/**
 * The session of `date` for a share: a seeded bridge from the previous close to the day's close.
 * Floating point only shapes the wiggle; each price is a whole number of ticks.
 */
function sessionOf(stock: Stock, date: IsoDate): Session {
  const key = `${stock.ticker}:${date}`;
  const kept = sessions.get(key);
  if (kept) return kept;
  const path = pathOf(stock.ticker, date);
  const index = lastIndexOnOrBefore(path.days, date);
  const close = Number((path.closes[index] as bigint) / TICK);
  const previousClose = Number((path.closes[Math.max(0, index - 1)] as bigint) / TICK);
  const random = seededRandom(`altamira-bolsa:${stock.ticker}:${date}`);
  // The opening auction lands near the previous close.
  const open = Math.max(
    1,
    Math.round(previousClose * (1 + stock.volatility * 0.3 * random.normal())),
  );
  const walk = new Float64Array(SESSION_STEPS + 1);
  for (let k = 1; k <= SESSION_STEPS; k++) walk[k] = (walk[k - 1] as number) + random.normal();
  const end = walk[SESSION_STEPS] as number;
  const scale = (stock.volatility * INTRADAY_SPREAD * open) / Math.sqrt(SESSION_STEPS);
  const ticks = new Int32Array(SESSION_STEPS + 1);
  const high = new Int32Array(SESSION_STEPS + 1);
  const low = new Int32Array(SESSION_STEPS + 1);
  for (let k = 0; k <= SESSION_STEPS; k++) {
    const share = k / SESSION_STEPS;
    const bridge = (walk[k] as number) - share * end;
    const value =
      k === 0 ? open : k === SESSION_STEPS ? close : open + (close - open) * share + scale * bridge;
    ticks[k] = Math.max(1, Math.round(value));
    high[k] = k === 0 ? (ticks[k] as number) : Math.max(high[k - 1] as number, ticks[k] as number);
    low[k] = k === 0 ? (ticks[k] as number) : Math.min(low[k - 1] as number, ticks[k] as number);
  }
  const session = { previousClose, ticks, high, low };
  if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
  sessions.set(key, session);
  return session;
}

export type SessionPhase = 'preApertura' | 'abierto' | 'cerrado';

/** Where the exchange is at `now`: before the opening, in session or closed (after 16:00 or no session today). */
export function exchangePhase(now: number): SessionPhase {
  const date = marketDate(now);
  if (!isBusinessDay(date)) return 'cerrado';
  const time = marketTime(now);
  if (time < EXCHANGE_HOURS.opens) return 'preApertura';
  return time < EXCHANGE_HOURS.closes ? 'abierto' : 'cerrado';
}

/** The next opening strictly after `now` (today's, before 09:30 on an exchange day). */
export function nextOpening(now: number): number {
  const date = marketDate(now);
  if (exchangePhase(now) === 'preApertura') return santiagoInstant(date, EXCHANGE_HOURS.opens);
  return santiagoInstant(nextBusinessDay(date), EXCHANGE_HOURS.opens);
}

export interface StockQuote {
  ticker: string;
  /** The market day the quote belongs to (today in session; the last close otherwise). */
  date: IsoDate;
  /** The price now, the previous close, and today's opening, high and low so far (PRICE_DECIMALS). */
  last: bigint;
  previousClose: bigint;
  open: bigint;
  high: bigint;
  low: bigint;
  /** The instant of the last price (its 10-second step, or the close). */
  at: number;
}

/**
 * A share's price at `now`: during the session the intraday path's step; before the opening and
 * after the closing the last close (with that day's range); on a day without session the last
 * session's close.
 */
export function stockQuote(ticker: string, now: number): StockQuote {
  const stock = findStock(ticker);
  if (!stock) throw new Error(`Acción desconocida: ${ticker}`);
  const today = marketDate(now);
  const phase = exchangePhase(now);
  // Before today's opening the quote is the previous session's.
  const day = phase === 'preApertura' ? addDays(today, -1) : today;
  const close = stockClose(ticker, day);
  if (!close) throw new Error(`Sin precios antes de ${FIRST_CLOSE}`);
  const session = sessionOf(stock, close.date);
  const opensAt = santiagoInstant(close.date, EXCHANGE_HOURS.opens);
  const step =
    phase === 'abierto' && close.date === today
      ? Math.floor((now - opensAt) / PRICE_STEP_MS)
      : SESSION_STEPS;
  const ticks = (array: Int32Array, k: number) => BigInt(array[k] as number) * TICK;
  return {
    ticker,
    date: close.date,
    last: ticks(session.ticks, step),
    previousClose: BigInt(session.previousClose) * TICK,
    open: ticks(session.ticks, 0),
    high: ticks(session.high, step),
    low: ticks(session.low, step),
    at: opensAt + step * PRICE_STEP_MS,
  };
}

/** One exchange day's prices step by step: what orders fill against. */
export interface SessionPath {
  date: IsoDate;
  /** The opening instant; step k's price holds from opensAt + k x 10 s. */
  opensAt: number;
  /** The last step (the close's). */
  lastStep: number;
  /** Step k's price (PRICE_DECIMALS). */
  price(step: number): bigint;
  /** The step whose price holds at `instant` (clamped to the session). */
  stepAt(instant: number): number;
}

/** The intraday path of `date`, an exchange day, for `ticker`. */
export function sessionPath(ticker: string, date: IsoDate): SessionPath {
  const stock = findStock(ticker);
  if (!stock) throw new Error(`Acción desconocida: ${ticker}`);
  if (!isBusinessDay(date)) throw new Error(`Sin rueda el ${date}`);
  const session = sessionOf(stock, date);
  const opensAt = santiagoInstant(date, EXCHANGE_HOURS.opens);
  return {
    date,
    opensAt,
    lastStep: SESSION_STEPS,
    price: (step) => BigInt(session.ticks[step] as number) * TICK,
    stepAt: (instant) =>
      Math.min(SESSION_STEPS, Math.max(0, Math.floor((instant - opensAt) / PRICE_STEP_MS))),
  };
}
