import { describe, expect, it } from 'vitest';
import { orderSchedule } from './schedule.ts';

const at = (local: string) => Date.parse(`${local}-03:00`);

describe('orderSchedule (the cut-off and the banking calendar)', () => {
  it.each([
    // A business day: before the cut-off it is today; at or after it, the next business day.
    ['2026-11-27T13:59:00', '14:00', '2026-11-27', false],
    ['2026-11-27T14:00:00', '14:00', '2026-11-30', true],
    ['2026-11-27T14:01:00', '14:00', '2026-11-30', true],
    ['2026-11-27T12:59:00', '13:00', '2026-11-27', false],
    ['2026-11-27T13:30:00', '13:00', '2026-11-30', true],
    // A Saturday and a Sunday, in the morning: Monday.
    ['2026-11-28T10:00:00', '14:00', '2026-11-30', true],
    ['2026-11-29T09:00:00', '14:00', '2026-11-30', true],
    // The day before Christmas (Friday 25 December 2026): Monday 28.
    ['2026-12-24T13:59:00', '14:00', '2026-12-24', false],
    ['2026-12-24T14:01:00', '14:00', '2026-12-28', true],
    // On the holiday itself.
    ['2026-12-25T11:00:00', '14:00', '2026-12-28', true],
    // Before the 18 September holidays (Friday 18 and Saturday 19, 2026).
    ['2026-09-17T15:00:00', '14:00', '2026-09-21', true],
  ])(
    'an order at %s against %s is processed on %s (out of hours: %s)',
    (local, cutOff, day, late) => {
      expect(orderSchedule(at(local), cutOff)).toEqual({
        tradeDate: day,
        outOfHours: late,
        cutOffTime: cutOff,
      });
    },
  );
});
