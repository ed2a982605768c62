// The simulator: a plan's projection under its profile's model portfolio, with its assumptions.
import type { strategies } from '@inversiones/contract';
import { formatDisplayDate } from '@inversiones/es-cl';
import { findSeries } from '../market/catalogue.ts';
import type { IsoDate } from '../market/iso-date.ts';
import { portfolioFiguresBps } from '../funds/statistics.ts';
import { wireClp } from '../funds/wire-money.ts';
import { toWireNumber } from '../market/money.ts';
import { strategyMessages as m } from './messages.ts';
import { modelOf, modelPortfolios, type ProfileName } from './model-portfolios.ts';
import { horizonSpreadBps, monthlyToReach, splitByWeights, yearlyValues } from './projection.ts';

const figuresCache = new Map<string, { returnBps: number; volatilityBps: number }>();

/** A profile's model figures up to `asOf` (computed once per close). */
export function figuresOf(profile: ProfileName, asOf: IsoDate) {
  const key = `${profile}|${asOf}`;
  let figures = figuresCache.get(key);
  if (!figures) {
    figures = portfolioFiguresBps(modelOf(profile).funds, asOf);
    figuresCache.set(key, figures);
  }
  return figures;
}

/** A model portfolio's funds as the wire names them. */
export function allocationOf(profile: ProfileName) {
  return modelOf(profile).funds.map(({ seriesId, weightBps }) => {
    const { fund, series } = findSeries(seriesId) as NonNullable<ReturnType<typeof findSeries>>;
    return {
      fundId: fund.id,
      fundName: fund.name,
      seriesId: series.code,
      riskLevel: fund.riskLevel,
      weight: toWireNumber(BigInt(weightBps) * 100n, 4),
      weightBps,
    };
  });
}

export function riskProfilesAsOf(asOf: IsoDate, current: ProfileName | null) {
  return modelPortfolios.map((model) => {
    const figures = figuresOf(model.profile, asOf);
    return {
      id: model.profile,
      description: model.description,
      allocation: allocationOf(model.profile).map(({ weightBps: _w, ...rest }) => rest),
      expectedReturn: toWireNumber(BigInt(figures.returnBps) * 100n, 4),
      volatility: toWireNumber(BigInt(figures.volatilityBps) * 100n, 4),
      current: model.profile === current,
    };
  });
}

const bpsToPercent = (bps: number) => toWireNumber(BigInt(bps) * 100n, 4);

export function simulate(plan: strategies.Plan, asOf: IsoDate): strategies.Simulation {
  const { returnBps, volatilityBps } = figuresOf(plan.profile, asOf);
  const spread = horizonSpreadBps(volatilityBps, plan.years);
  const rates = {
    pessimistic: returnBps - spread,
    expected: returnBps,
    optimistic: returnBps + spread,
  };
  const run = (bps: number) =>
    yearlyValues(plan.initialAmount, plan.monthlyAmount, plan.years, bps);
  const [pessimistic, expected, optimistic] = [
    run(rates.pessimistic),
    run(rates.expected),
    run(rates.optimistic),
  ];
  const points = expected.map((value, year) => ({
    year,
    contributed: wireClp(BigInt(plan.initialAmount + plan.monthlyAmount * 12 * year)),
    // A pessimistic path cannot fall below zero pesos.
    pessimistic: wireClp((pessimistic[year] ?? 0n) < 0n ? 0n : (pessimistic[year] ?? 0n)),
    expected: wireClp(value),
    optimistic: wireClp(optimistic[year] ?? 0n),
  }));
  const allocation = allocationOf(plan.profile);
  const weights = allocation.map((a) => a.weightBps);
  const initialShares = splitByWeights(plan.initialAmount, weights);
  const monthlyShares = splitByWeights(plan.monthlyAmount, weights);
  return {
    plan,
    points,
    reachesGoal: (expected.at(-1) ?? 0n) >= BigInt(plan.goal),
    suggestedMonthly: wireClp(
      BigInt(monthlyToReach(plan.goal, plan.initialAmount, plan.years, rates.expected)),
    ),
    rates: {
      pessimistic: bpsToPercent(rates.pessimistic),
      expected: bpsToPercent(rates.expected),
      optimistic: bpsToPercent(rates.optimistic),
    },
    allocation: allocation.map(({ weightBps: _w, ...fund }, i) => ({
      ...fund,
      initialAmount: wireClp(BigInt(initialShares[i] ?? 0)),
      monthlyAmount: wireClp(BigInt(monthlyShares[i] ?? 0)),
    })),
    assumptions: m.assumptions({
      profile: plan.profile,
      asOf: formatDisplayDate(asOf),
      expectedBps: rates.expected,
      volatilityBps,
      spreadBps: spread,
      years: plan.years,
      pessimisticBps: rates.pessimistic,
      optimisticBps: rates.optimistic,
    }),
  };
}
