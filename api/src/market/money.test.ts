import { describe, expect, it } from 'vitest';
import {
  divide,
  formatDecimal,
  parseDecimal,
  subscriptionUnits,
  toClp,
  toWireNumber,
  unitsValue,
} from './money.ts';

describe('money', () => {
  it('parses and prints exact decimals, refusing more decimals than the scale', () => {
    expect(parseDecimal('1234.5678', 4)).toBe(12_345_678n);
    expect(parseDecimal('-0.05', 2)).toBe(-5n);
    expect(parseDecimal('7', 2)).toBe(700n);
    expect(() => parseDecimal('1.001', 2)).toThrow(RangeError);
    expect(() => parseDecimal('1e3', 2)).toThrow(RangeError);
    expect(formatDecimal(12_345_678n, 4)).toBe('1234.5678');
    expect(formatDecimal(5n, 4)).toBe('0.0005');
    expect(formatDecimal(-5n, 2)).toBe('-0.05');
    expect(formatDecimal(1_500n, 0)).toBe('1500');
    expect(toWireNumber(123_456n, 2)).toBe(1234.56);
  });

  it('rounds half up away from zero, or truncates toward zero', () => {
    expect(divide(5n, 2n, 'halfUp')).toBe(3n);
    expect(divide(-5n, 2n, 'halfUp')).toBe(-3n);
    expect(divide(4n, 3n, 'halfUp')).toBe(1n);
    expect(divide(5n, 3n, 'halfUp')).toBe(2n);
    expect(divide(-7n, 2n, 'truncate')).toBe(-3n);
  });

  it('truncates subscription units to 4 decimals', () => {
    // $100.000 at 1.234,5678 = 81,000066... units: the fifth decimal is dropped.
    expect(subscriptionUnits(100_000n, 'CLP', 12_345_678n)).toBe(810_000n);
    // US$ 200,00 at 13,3333 = 15,0000375 units.
    expect(subscriptionUnits(20_000n, 'USD', 133_333n)).toBe(150_000n);
    // $1.000 at 3,0000 = 333,33333... units: truncated, not rounded.
    expect(subscriptionUnits(1_000n, 'CLP', 30_000n)).toBe(3_333_333n);
  });

  it('values units at the quota value, rounded to the currency', () => {
    // 80,9999 x 1.234,5678 = 99.999,868... -> $100.000.
    expect(unitsValue(809_999n, 12_345_678n, 'CLP')).toBe(100_000n);
    // 14,9999 x 13,3333 = 199,9981... -> US$ 200,00.
    expect(unitsValue(149_999n, 133_333n, 'USD')).toBe(20_000n);
    expect(unitsValue(10_000n, 5_000n, 'CLP')).toBe(1n); // 0,5 rounds up
  });

  it('converts dollars to pesos at the dólar observado', () => {
    // US$ 1.234,56 x 950,25 = 1.173.140,64 -> $1.173.141.
    expect(toClp(123_456n, 'USD', 95_025n)).toBe(1_173_141n);
    expect(toClp(1_000n, 'CLP', 95_025n)).toBe(1_000n);
  });
});
