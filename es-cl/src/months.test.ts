import { describe, expect, it } from 'vitest';
import { formatMonth, monthRange, toIsoDate } from './display-date.ts';

describe('calendar months', () => {
  it('gives a month its first and last days, leap years included', () => {
    expect(monthRange('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange('2100-02')).toEqual({ from: '2100-02-01', to: '2100-02-28' });
    expect(monthRange('2025-12')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(() => monthRange('2026-13')).toThrow(RangeError);
    expect(() => monthRange('202610')).toThrow(RangeError);
  });

  it('names a month as es-CL titles do', () => {
    expect(formatMonth('2026-10')).toBe('Octubre 2026');
    expect(formatMonth('2027-01')).toBe('Enero 2027');
  });

  it('writes a wire or display-parsed date in ISO form', () => {
    expect(toIsoDate('20261031')).toBe('2026-10-31');
    expect(toIsoDate('2026-10-31')).toBe('2026-10-31');
    expect(() => toIsoDate('20260231')).toThrow(RangeError);
  });
});
