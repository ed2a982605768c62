// Deterministic projections for stories and tests: monthly compounding of a first amount and a monthly one.
import type { ProjectionPointInput } from './projection-model.ts';

export interface SampleProjectionOptions {
  years: number;
  initial: number;
  monthly: number;
  /** Expected annual return (0.06 is 6 %). */
  rate?: number;
  /** Annual volatility: the scenarios are the rate plus or minus it over the square root of the years. */
  volatility?: number;
  /** 0 for pesos, 2 for dollars. */
  decimals?: number;
}

/** One point a year from year 0, as the simulator sends them. */
export function sampleProjection({
  years,
  initial,
  monthly,
  rate = 0.06,
  volatility = 0.08,
  decimals = 0,
}: SampleProjectionOptions): ProjectionPointInput[] {
  const spread = volatility / Math.sqrt(Math.max(years, 1));
  const scale = 10 ** decimals;
  const roundTo = (value: number) => Math.round(value * scale) / scale;
  const grow = (annual: number, month: number, value: number) =>
    month === 0 ? initial : value * (1 + annual) ** (1 / 12) + monthly;
  let pessimistic = 0;
  let expected = 0;
  let optimistic = 0;
  const points: ProjectionPointInput[] = [];
  for (let month = 0; month <= years * 12; month++) {
    pessimistic = grow(rate - spread, month, pessimistic);
    expected = grow(rate, month, expected);
    optimistic = grow(rate + spread, month, optimistic);
    if (month % 12 !== 0) continue;
    points.push({
      year: month / 12,
      contributed: roundTo(initial + monthly * month),
      pessimistic: roundTo(pessimistic),
      expected: roundTo(expected),
      optimistic: roundTo(optimistic),
    });
  }
  return points;
}

/** Five years: $ 2.000.000 first and $ 200.000 a month, $ 14.000.000 contributed. */
export const fiveYears = sampleProjection({ years: 5, initial: 2_000_000, monthly: 200_000 });

/** Twenty years of $ 150.000 a month after $ 1.000.000. */
export const twentyYears = sampleProjection({ years: 20, initial: 1_000_000, monthly: 150_000 });

/** Forty years, a retirement plan: the longest horizon the simulator offers. */
export const fortyYears = sampleProjection({ years: 40, initial: 1_000_000, monthly: 150_000 });

/** Ten years in dollars, with cents. */
export const tenYearsUsd = sampleProjection({
  years: 10,
  initial: 5_000,
  monthly: 300,
  decimals: 2,
});
