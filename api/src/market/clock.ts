// The settable clock: the market's "today" comes from it, so tests do not depend on when they run.
import { MARKET_TIME_ZONE } from './calendar.ts';
import type { IsoDate } from './iso-date.ts';

export type Clock = () => number;

const santiagoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: MARKET_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const santiagoTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: MARKET_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The calendar date in Santiago at `epochMs` (Chilean summer and winter time included). */
export const marketDate = (epochMs: number): IsoDate => santiagoDate.format(epochMs);

/** 'HH:MM' in Santiago at `epochMs`, for cut-offs (e.g. 14:00). */
export const marketTime = (epochMs: number): string => santiagoTime.format(epochMs);

/**
 * `CLOCK_NOW` (an ISO instant with its offset, e.g. `2026-11-27T12:00:00-03:00`): the clock starts
 * there when the process starts and runs on, so sessions and throttles still see time pass while
 * the date stays put for a test run. Unset: the real time.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env, real: Clock = Date.now): Clock {
  const text = env.CLOCK_NOW?.trim();
  if (!text) return real;
  // An offset (or Z) is required: the same text must mean the same instant on every machine.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    throw new Error(
      `CLOCK_NOW no válido: "${text}". Use un instante ISO con zona, p. ej. 2026-11-27T12:00:00-03:00.`,
    );
  }
  const start = Date.parse(text);
  if (Number.isNaN(start)) throw new Error(`CLOCK_NOW no válido: "${text}".`);
  const startedAt = real();
  return () => start + (real() - startedAt);
}

/** The instant a Santiago wall-clock date and 'HH:MM' name (summer or winter time alike). */
export function santiagoInstant(date: IsoDate, time: string): number {
  for (const offset of ['-03:00', '-04:00']) {
    const instant = Date.parse(`${date}T${time}:00${offset}`);
    if (marketDate(instant) === date && marketTime(instant) === time) return instant;
  }
  // The hour skipped when clocks go forward: the first valid minute after it.
  return Date.parse(`${date}T${time}:00-04:00`);
}
