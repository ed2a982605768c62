import { describe, expect, it } from 'vitest';
import { santiagoInstant } from './clock.ts';
import { stocks } from './stock-catalogue.ts';
import {
  exchangePhase,
  nextOpening,
  PRICE_STEP_MS,
  stockClose,
  stockCloses,
  stockDividends,
  stockQuote,
} from './stock-prices.ts';

const FRIDAY = '2026-11-27';
const at = (time: string, date = FRIDAY) => santiagoInstant(date, time);
const TICK = 100n;

describe('share prices', () => {
  it('has about thirty tickers, a few limit-only, each priced on the 0,01 tick every market day since 2019', () => {
    expect(stocks.length).toBeGreaterThanOrEqual(28);
    expect(new Set(stocks.map((s) => s.ticker)).size).toBe(stocks.length);
    expect(stocks.filter((s) => s.limitOnly).map((s) => s.ticker)).toEqual(['FORUS', 'SOCOVESA']);
    for (const { ticker } of stocks) {
      const closes = stockCloses(ticker, '2019-01-01', FRIDAY);
      expect(closes[0]?.date).toBe('2019-01-02');
      expect(closes.at(-1)?.date).toBe(FRIDAY);
      expect(closes.every((c) => c.close > 0n && c.close % TICK === 0n)).toBe(true);
    }
  });

  it('gives the last close on a weekend and nothing before the first', () => {
    expect(stockClose('CHILE', '2026-11-29')).toEqual(stockClose('CHILE', FRIDAY));
    expect(stockClose('CHILE', '2018-12-31')).toBeUndefined();
  });

  it('quotes the previous close before 09:30, walks every 10 seconds in session and ends on the close at 16:00', () => {
    const thursday = stockClose('COPEC', '2026-11-26')!.close;
    const friday = stockClose('COPEC', FRIDAY)!.close;

    const early = stockQuote('COPEC', at('09:00'));
    expect(early.date).toBe('2026-11-26');
    expect(early.last).toBe(thursday);

    const opening = stockQuote('COPEC', at('09:30'));
    expect(opening.date).toBe(FRIDAY);
    expect(opening.previousClose).toBe(thursday);
    expect(opening.last).toBe(opening.open);
    expect(opening.at).toBe(at('09:30'));

    const noon = stockQuote('COPEC', at('12:00') + 4_000);
    // The price of the 10-second step the instant falls in.
    expect(noon.at).toBe(at('12:00'));
    expect(noon).toEqual(stockQuote('COPEC', at('12:00') + PRICE_STEP_MS - 1));
    expect(noon.low <= noon.last && noon.last <= noon.high).toBe(true);
    expect(noon.low <= noon.open && noon.open <= noon.high).toBe(true);

    const after = stockQuote('COPEC', at('17:30'));
    expect(after.last).toBe(friday);
    expect(after.date).toBe(FRIDAY);
    // A Saturday still quotes Friday's close.
    expect(stockQuote('COPEC', at('11:00', '2026-11-28'))).toEqual(after);
  });

  it('moves within the day, and the same instant gives the same price every time', () => {
    const prices = new Set(
      Array.from(
        { length: 30 },
        (_, i) => stockQuote('SQM-B', at('11:00') + i * PRICE_STEP_MS).last,
      ),
    );
    expect(prices.size).toBeGreaterThan(5);
    expect(stockQuote('SQM-B', at('11:00'))).toEqual(stockQuote('SQM-B', at('11:00')));
  });

  it('knows when the exchange is open and when it opens next', () => {
    expect(exchangePhase(at('09:29'))).toBe('preApertura');
    expect(exchangePhase(at('09:30'))).toBe('abierto');
    expect(exchangePhase(at('15:59'))).toBe('abierto');
    expect(exchangePhase(at('16:00'))).toBe('cerrado');
    expect(exchangePhase(at('11:00', '2026-11-28'))).toBe('cerrado');
    // 8 December is a holiday: after Monday the 7th's close, the next session is Wednesday's.
    expect(exchangePhase(at('11:00', '2026-12-08'))).toBe('cerrado');
    expect(nextOpening(at('08:00'))).toBe(at('09:30'));
    expect(nextOpening(at('16:30'))).toBe(at('09:30', '2026-11-30'));
    expect(nextOpening(at('16:30', '2026-12-07'))).toBe(at('09:30', '2026-12-09'));
  });

  it('pays a yearly dividend on its record date, taken off that close', () => {
    const [paid] = stockDividends('CHILE', '2025-01-01', '2025-12-31');
    expect(paid?.date).toBe('2025-03-31');
    expect(paid!.perShare > 0n && paid!.perShare % TICK === 0n).toBe(true);
    expect(stockDividends('LTM', '2019-01-01', FRIDAY)).toEqual([]);
  });
});
