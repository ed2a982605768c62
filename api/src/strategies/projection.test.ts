import { describe, expect, it } from 'vitest';
import { horizonSpreadBps, monthlyToReach, splitByWeights, yearlyValues } from './projection.ts';

describe('the strategy projection', () => {
  it('at 0 % only adds the contributions', () => {
    expect(yearlyValues(100_000, 10_000, 2, 0)).toEqual([100_000n, 220_000n, 340_000n]);
  });

  it('compounds a 12 % nominal rate monthly: 1 % a month, rounded to the peso each month', () => {
    // 1.000.000 at 1 % a month for 12 months: 1.01^12 = 1,126825... -> $ 1.126.825
    expect(yearlyValues(1_000_000, 0, 1, 1_200)).toEqual([1_000_000n, 1_126_825n]);
    // 1.000 a month at 1 %: 1.000, 2.010, 3.030 (3.030,1), 4.060 (4.060,3), 5.101 (5.100,6)...
    // each month rounded to the peso ends at $ 12.684 (unrounded, the annuity gives 12.682,5).
    expect(yearlyValues(0, 1_000, 1, 1_200)).toEqual([0n, 12_684n]);
  });

  it('lets a negative rate shrink the value', () => {
    const [start, end] = yearlyValues(1_000_000, 0, 1, -1_200);
    expect(end).toBeLessThan(start as bigint);
  });

  it('finds the least monthly amount that reaches a goal', () => {
    const monthly = monthlyToReach(10_000_000, 1_000_000, 5, 600);
    const end = (m: number) => yearlyValues(1_000_000, m, 5, 600).at(-1) as bigint;
    expect(end(monthly)).toBeGreaterThanOrEqual(10_000_000n);
    expect(end(monthly - 1)).toBeLessThan(10_000_000n);
    expect(monthlyToReach(500_000, 1_000_000, 5, 600)).toBe(0);
  });

  it('narrows the scenarios with the horizon: sigma / sqrt(years)', () => {
    expect(horizonSpreadBps(1_000, 1)).toBe(1_000);
    expect(horizonSpreadBps(1_000, 4)).toBe(500);
    expect(horizonSpreadBps(1_000, 10)).toBe(316);
  });

  it('splits an amount by weights to the peso, the rest to the last fund', () => {
    expect(splitByWeights(100_001, [3_000, 3_000, 4_000])).toEqual([30_000, 30_000, 40_001]);
    expect(splitByWeights(0, [5_000, 5_000])).toEqual([0, 0]);
  });
});
