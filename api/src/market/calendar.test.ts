import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDayOnOrAfter,
  businessDays,
  businessDaysBetween,
  isBusinessDay,
  nextBusinessDay,
  previousBusinessDay,
} from './calendar.ts';
import { fromCompactDate, weekday } from './iso-date.ts';

describe('Chilean banking calendar', () => {
  it('closes on weekends, Fiestas Patrias, New Year and the 31 December bank holiday', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBusinessDay('2026-09-18')).toBe(false);
    expect(isBusinessDay('2026-09-19')).toBe(false);
    expect(isBusinessDay('2025-09-19')).toBe(false); // a Friday
    expect(isBusinessDay('2026-01-01')).toBe(false);
    expect(isBusinessDay('2025-12-31')).toBe(false);
    expect(isBusinessDay('2026-01-02')).toBe(true);
  });

  it('moves to the next or previous business day across holidays and weekends', () => {
    // Thursday 17 Sept 2026 -> Fiestas Patrias (Fri 18, Sat 19), Sunday 20 -> Monday 21.
    expect(nextBusinessDay('2026-09-17')).toBe('2026-09-21');
    expect(previousBusinessDay('2026-09-21')).toBe('2026-09-17');
    // PAC on day 5: Sunday 5 July 2026 is paid on Monday 6.
    expect(weekday('2026-07-05')).toBe(0);
    expect(businessDayOnOrAfter('2026-07-05')).toBe('2026-07-06');
    expect(businessDayOnOrAfter('2026-11-05')).toBe('2026-11-05');
  });

  it('counts T+n settlement in business days', () => {
    expect(addBusinessDays('2026-09-16', 2)).toBe('2026-09-21');
    expect(addBusinessDays('2025-12-30', 1)).toBe('2026-01-02'); // 31 Dec and 1 Jan closed
    expect(addBusinessDays('2026-11-28', 0)).toBe('2026-11-30');
    expect(addBusinessDays('2026-09-21', -2)).toBe('2026-09-16');
    expect(businessDaysBetween('2026-09-16', '2026-09-21')).toBe(2);
    expect(businessDaysBetween('2026-09-21', '2026-09-16')).toBe(-2);
    expect(businessDays('2026-09-17', '2026-09-22')).toEqual([
      '2026-09-17',
      '2026-09-21',
      '2026-09-22',
    ]);
  });

  it('reads the wire date form', () => {
    expect(fromCompactDate('20261127')).toBe('2026-11-27');
    expect(() => fromCompactDate('20260230')).toThrow(RangeError);
  });
});
