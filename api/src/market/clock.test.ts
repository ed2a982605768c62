import { describe, expect, it } from 'vitest';
import { clockFromEnv, marketDate, marketTime } from './clock.ts';

describe('clock', () => {
  it('starts at CLOCK_NOW and runs on from there', () => {
    let real = 1_000;
    const now = clockFromEnv({ CLOCK_NOW: '2026-11-27T12:00:00-03:00' }, () => real);
    expect(now()).toBe(Date.parse('2026-11-27T15:00:00Z'));
    real += 5_000;
    expect(now()).toBe(Date.parse('2026-11-27T15:00:05Z'));
    expect(marketDate(now())).toBe('2026-11-27');
    expect(marketTime(now())).toBe('12:00');
  });

  it('is the real clock without CLOCK_NOW, and refuses an instant without a zone', () => {
    const real = () => 42;
    expect(clockFromEnv({}, real)).toBe(real);
    expect(() => clockFromEnv({ CLOCK_NOW: '2026-11-27T12:00:00' })).toThrow(/CLOCK_NOW/);
    expect(() => clockFromEnv({ CLOCK_NOW: 'mañana' })).toThrow(/CLOCK_NOW/);
  });

  it('reads the date in Santiago, not UTC', () => {
    // 02:30 UTC on 28 November is still 27 November (23:30, summer time UTC-3) in Santiago.
    expect(marketDate(Date.parse('2026-11-28T02:30:00Z'))).toBe('2026-11-27');
    // Winter time is UTC-4.
    expect(marketTime(Date.parse('2026-07-01T18:00:00Z'))).toBe('14:00');
  });
});
