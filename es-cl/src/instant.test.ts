import { describe, expect, it } from 'vitest';
import { formatInstant, santiagoDateTime } from './instant.ts';

describe('instants in Santiago', () => {
  it('reads summer (-03:00) and winter (-04:00) time, whatever the runtime zone', () => {
    expect(formatInstant('2026-11-27T15:05:00.000Z')).toBe('27/11/2026 12:05');
    expect(formatInstant(Date.parse('2026-07-01T12:00:00Z'))).toBe('01/07/2026 08:00');
    expect(santiagoDateTime('2026-11-28T02:30:00Z')).toEqual({ date: '2026-11-27', time: '23:30' });
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatInstant('2026-11-27T03:00:00Z')).toBe('27/11/2026 00:00');
    expect(formatInstant('2026-11-27T03:00:05Z', { seconds: true })).toBe('27/11/2026 00:00:05');
  });

  it('adds the seconds on request (prices that change every 10 s)', () => {
    expect(formatInstant('2026-11-27T14:00:10.000Z', { seconds: true })).toBe(
      '27/11/2026 11:00:10',
    );
    expect(santiagoDateTime('2026-11-27T14:00:10Z', { seconds: true }).time).toBe('11:00:10');
    expect(santiagoDateTime('2026-11-27T14:00:10Z').time).toBe('11:00');
  });
});
