import { describe, expect, it } from 'vitest';
import {
  amountTrend,
  formatQuotaValue,
  formatQuotas,
  formatSignedAmount,
  formatSignedPercent,
  trendOf,
} from './fund-amounts.ts';

describe('fund amounts', () => {
  it('signs amounts with + and the typographic minus, es-CL grouped', () => {
    expect(formatSignedAmount(1234567, 'CLP')).toBe('+$\u00a01.234.567');
    expect(formatSignedAmount(-1234.56, 'USD')).toBe('\u2212US$\u00a01.234,56');
    expect(formatSignedAmount(0, 'CLP')).toBe('$\u00a00');
  });

  it('rounds before choosing the sign: a loss smaller than the unit shown is no loss', () => {
    expect(formatSignedAmount(-0.4, 'CLP')).toBe('$\u00a00');
    expect(amountTrend(-0.4, 'CLP')).toBe('none');
    expect(amountTrend(-0.01, 'USD')).toBe('loss');
    expect(trendOf(-0.004, 2)).toBe('none');
  });

  it('writes percents with a decimal comma and a no-break space', () => {
    expect(formatSignedPercent(1.25)).toBe('+1,25\u00a0%');
    expect(formatSignedPercent(-0.845)).toBe('\u22120,85\u00a0%');
    expect(formatSignedPercent(0)).toBe('0,00\u00a0%');
  });

  it('shows quota values and quotas with 4 decimals, grouped from 1.000', () => {
    expect(formatQuotaValue(1523.45215, 'CLP')).toBe('$\u00a01.523,4522');
    expect(formatQuotaValue(1.2, 'USD')).toBe('US$\u00a01,2000');
    expect(formatQuotas(8103.2145)).toBe('8.103,2145');
  });
});
