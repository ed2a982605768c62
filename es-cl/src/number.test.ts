import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from './number.ts';

describe('es-CL figures', () => {
  it('groups thousands with dots and keeps the given decimals after a comma', () => {
    expect(formatNumber(1234.5, 4)).toBe('1.234,5000');
    expect(formatNumber(2245.6789, 4)).toBe('2.245,6789');
    expect(formatNumber(12408)).toBe('12.408');
  });

  it('rounds half away from zero on the decimal form, never on floats', () => {
    expect(formatNumber(1.005, 2)).toBe('1,01');
    expect(formatNumber(-1.005, 2)).toBe('\u22121,01');
  });

  it('writes percentages with a no-break space and, when signed, a plus on gains', () => {
    expect(formatPercent(5.2214)).toBe('5,22\u00a0%');
    expect(formatPercent(0.0151, { signed: true, decimals: 4 })).toBe('+0,0151\u00a0%');
    expect(formatPercent(-0.3307, { signed: true })).toBe('\u22120,33\u00a0%');
    expect(formatPercent(-0.001, { signed: true })).toBe('0,00\u00a0%');
  });
});
