import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';
import { okSchema } from './common-schemas.ts';
import { codeSchema, riskLevelSchema } from './ledger-schemas.ts';
import { moneyIn, percentSchema, weightSchema } from './money.ts';
import { isoDateSchema } from './period.ts';
import { INVESTOR_PROFILES } from './fund-operations.ts';

/**
 * Spec 7 "Mutual funds", strategies: invest by objectives (`/ffmm/inviertePorObjetivos`). The
 * investment objectives, the risk profiles' model portfolios, the simulator (a projection with its
 * assumptions) and the client's saved strategies (flow save PUT, flow delete DELETE). A strategy
 * invests through the invest operation, fund by fund. Paths are not in the spec: chosen in the
 * style of the fund calls.
 */

export const investorProfileSchema = z.enum(INVESTOR_PROFILES);

export const objectiveSchema = z.object({
  id: codeSchema,
  name: z.string(),
  description: z.string(),
  /** A horizon the objective usually has, to start the form with. */
  suggestedYears: z.number().int().min(1).max(40),
});
export type Objective = z.infer<typeof objectiveSchema>;

export const objectives = defineEndpoint({
  method: 'GET',
  path: '/ffmm/estrategias/objetivos',
  access: 'profile',
  response: z.object({ objectives: z.array(objectiveSchema).max(20) }),
});

/** One fund of a model portfolio. */
export const allocationSchema = z.object({
  fundId: codeSchema,
  fundName: z.string(),
  seriesId: codeSchema,
  riskLevel: riskLevelSchema,
  weight: weightSchema,
});

/** A risk profile's model portfolio and the figures the simulator assumes for it. */
export const riskProfileSchema = z.object({
  id: investorProfileSchema,
  description: z.string(),
  allocation: z.array(allocationSchema).min(1),
  /** Weighted annualized return of the portfolio's funds over 5 years, in points. */
  expectedReturn: percentSchema,
  /** Weighted annualized volatility of the same funds (no diversification credit), in points. */
  volatility: percentSchema,
  /** The client's current investor profile. */
  current: z.boolean(),
});
export type RiskProfile = z.infer<typeof riskProfileSchema>;

export const riskProfiles = defineEndpoint({
  method: 'GET',
  path: '/ffmm/estrategias/perfilesRiesgo',
  access: 'profile',
  response: z.object({
    /** The close the figures are computed to. */
    asOf: isoDateSchema,
    profiles: z.array(riskProfileSchema).length(INVESTOR_PROFILES.length),
  }),
});

/** The longest horizon and the largest amounts the simulator takes (pesos). */
export const MAX_YEARS = 40;
export const MAX_GOAL = 10_000_000_000;
export const MAX_MONTHLY = 100_000_000;
export const NAME_MAX = 60;

const pesos = (max: number) => z.number().int().min(0).max(max);

/** What the client plans: an objective, a goal, a horizon, what they put in, and a profile. */
export const planSchema = z.object({
  objectiveId: codeSchema,
  /** The goal in pesos. */
  goal: pesos(MAX_GOAL).refine((value) => value > 0, { message: 'Ingrese la meta.' }),
  years: z.number().int().min(1).max(MAX_YEARS),
  initialAmount: pesos(MAX_GOAL),
  monthlyAmount: pesos(MAX_MONTHLY),
  profile: investorProfileSchema,
});
export type Plan = z.infer<typeof planSchema>;

/** The value at the end of each year of the horizon (year 0 is the start), in pesos. */
export const projectionPointSchema = z.object({
  year: z.number().int().min(0).max(MAX_YEARS),
  contributed: moneyIn('CLP'),
  pessimistic: moneyIn('CLP'),
  expected: moneyIn('CLP'),
  optimistic: moneyIn('CLP'),
});
export type ProjectionPoint = z.infer<typeof projectionPointSchema>;

export const simulationSchema = z.object({
  plan: planSchema,
  points: z
    .array(projectionPointSchema)
    .min(2)
    .max(MAX_YEARS + 1),
  /** The expected value at the horizon reaches the goal. */
  reachesGoal: z.boolean(),
  /** The monthly amount that reaches the goal at the expected return (0 when the start does). */
  suggestedMonthly: moneyIn('CLP'),
  /** Annual rates of the three scenarios, in points. */
  rates: z.object({
    pessimistic: percentSchema,
    expected: percentSchema,
    optimistic: percentSchema,
  }),
  /** How the first investment and each month split across the model portfolio. */
  allocation: z.array(
    allocationSchema.extend({ initialAmount: moneyIn('CLP'), monthlyAmount: moneyIn('CLP') }),
  ),
  /** Every assumption behind the figures, in Spanish, shown next to them. */
  assumptions: z.array(z.string()).min(1),
});
export type Simulation = z.infer<typeof simulationSchema>;

/** Spec 7 "strategies simulator POST": a projection; nothing is recorded. */
export const simulate = defineEndpoint({
  method: 'POST',
  path: '/ffmm/estrategias/simulacion',
  access: 'profile',
  request: planSchema,
  response: simulationSchema,
});

export const savedStrategySchema = planSchema.extend({
  id: z.uuid(),
  name: z.string().trim().min(1).max(NAME_MAX),
  /** When it was last saved, an ISO instant. */
  savedAt: z.iso.datetime({ offset: true }),
});
export type SavedStrategy = z.infer<typeof savedStrategySchema>;

/** The most strategies a profile keeps. */
export const MAX_SAVED = 20;

export const savedStrategies = defineEndpoint({
  method: 'GET',
  path: '/ffmm/estrategias',
  access: 'profile',
  response: z.object({ strategies: z.array(savedStrategySchema).max(MAX_SAVED) }),
});

/** Spec 7 "flow save PUT": creates or replaces the strategy `id` (a UUID the portal makes). */
export const saveStrategy = defineEndpoint({
  method: 'PUT',
  path: '/ffmm/estrategias/{id}',
  access: 'profile',
  request: planSchema.extend({ name: savedStrategySchema.shape.name }),
  response: savedStrategySchema,
});

/** Spec 7 "flow delete DELETE". */
export const deleteStrategy = defineEndpoint({
  method: 'DELETE',
  path: '/ffmm/estrategias/{id}',
  access: 'profile',
  response: okSchema,
});

export type ObjectivesResponse = ResponseOf<typeof objectives>;
export type RiskProfilesResponse = ResponseOf<typeof riskProfiles>;
export type SavedStrategiesResponse = ResponseOf<typeof savedStrategies>;
