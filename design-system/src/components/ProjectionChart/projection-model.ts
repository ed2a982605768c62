// The projection chart's logic without React: valid points, scales, ticks and SVG paths (pure, so
// jsdom tests check what would be drawn).
import type { FundCurrency } from '../private/fund-amounts.ts';
import { formatCompactAmount } from './compact-amount.ts';

/** One year of a projection, as the simulator gives it. */
export interface ProjectionPointInput {
  /** Years from the start (0 is the start). */
  year: number;
  /** What was put in up to then. */
  contributed: number;
  pessimistic: number;
  expected: number;
  optimistic: number;
}

const amountKeys = ['contributed', 'pessimistic', 'expected', 'optimistic'] as const;

// The es-CL kit formats figures below 1e15 only; anything larger is no real projection either.
const isFigure = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e15;

/** Finite figures in year order, one per year (the last wins): bad input never reaches the drawing. */
export function toProjection(
  points: readonly ProjectionPointInput[],
): readonly ProjectionPointInput[] {
  const byYear = new Map<number, ProjectionPointInput>();
  for (const point of points) {
    if (!isFigure(point.year) || !amountKeys.every((key) => isFigure(point[key]))) continue;
    byYear.set(point.year, point);
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year);
}

/** 0, then round steps (1, 2, 2,5 or 5 by a power of ten) up to the lowest round top over `max`. */
export function niceTicks(max: number, count: number): number[] {
  const top = max > 0 ? max : 1;
  const wanted = Math.max(2, count);
  const magnitude = 10 ** Math.floor(Math.log10(top / wanted));
  let best = { step: top, steps: 1 };
  for (const step of [0.5, 1, 2, 2.5, 5, 10, 20].map((f) => f * magnitude)) {
    const steps = Math.ceil(top / step - 1e-9);
    if (steps < 2 || steps > wanted + 1) continue;
    // The least empty room above the data first, then the count nearest to the one wanted.
    const better =
      best.steps < 2 ||
      step * steps < best.step * best.steps - 1e-9 ||
      (Math.abs(step * steps - best.step * best.steps) <= 1e-9 &&
        Math.abs(steps - wanted) < Math.abs(best.steps - wanted));
    if (better) best = { step, steps };
  }
  // toPrecision keeps 0,1 * 3 from reading 0,30000000000000004.
  return Array.from({ length: best.steps + 1 }, (_, i) => Number((i * best.step).toPrecision(12)));
}

/** The years labelled on the x axis: every 1, 2, 5, 10... years, as the width allows. */
export function yearTicks(
  first: number,
  last: number,
  plotWidth: number,
  minGap: number,
): number[] {
  const span = Math.max(last - first, 1);
  const step = [1, 2, 5, 10, 20, 50, 100].find((s) => (plotWidth * s) / span >= minGap) ?? span;
  const ticks: number[] = [];
  for (let year = Math.ceil(first / step) * step; year <= last; year += step) ticks.push(year);
  return ticks;
}

/** Layout constants in CSS px, for labels in the 12 px axis font (vars.font.size.xs). */
const AXIS = {
  /** A generous average width of a character of the axis font: labels never get clipped. */
  charWidth: 7,
  /** Between a y label and the plot. */
  labelGap: 8,
  top: 12,
  right: 16,
  /** The year labels and, under them, the axis caption. */
  bottom: 46,
  /** The least room between two year labels. */
  yearGap: 32,
  /** The room a y tick needs: fewer ticks on a short chart. */
  tickSpacing: 50,
} as const;

export interface AxisTick {
  value: number;
  /** Where it is drawn: y for an amount, x for a year. */
  at: number;
  label: string;
}

export interface ProjectionLayout {
  width: number;
  height: number;
  /** The plotting area. */
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: AxisTick[];
  xTicks: AxisTick[];
  /** SVG path data of each series, amounts below 0 drawn at 0. */
  expected: string;
  contributed: string;
  /** The pessimistic–optimistic band, a closed shape. */
  band: string;
  /** The goal's line height, when there is a goal. */
  goalY: number | null;
  /** Where the x axis caption goes. */
  captionY: number;
  yearLabelY: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Where everything of the chart goes at a given size (the points as `toProjection` gives them). */
export function projectionLayout(
  points: readonly ProjectionPointInput[],
  {
    width,
    height,
    goal,
    currency,
  }: { width: number; height: number; goal: number | null; currency: FundCurrency },
): ProjectionLayout {
  // Amounts are drawn from 0 up: a negative input (a pessimistic loss) sits on the baseline.
  const clamp = (value: number) => Math.max(0, value);
  const max = Math.max(
    goal ?? 0,
    ...points.flatMap((point) => amountKeys.map((key) => clamp(point[key]))),
  );
  const top = AXIS.top;
  const bottom = Math.max(height - AXIS.bottom, top + 1);
  const yValues = niceTicks(max, Math.max(2, Math.floor((bottom - top) / AXIS.tickSpacing)));
  const yLabels = yValues.map((value) => formatCompactAmount(value, currency));
  const labelWidth = Math.max(...yLabels.map((label) => label.length)) * AXIS.charWidth;
  const left = Math.ceil(labelWidth + AXIS.labelGap);
  const right = Math.max(width - AXIS.right, left + 1);
  const yMax = yValues[yValues.length - 1]!;
  const yOf = (value: number) => round(bottom - (clamp(value) / yMax) * (bottom - top));

  const first = points[0]?.year ?? 0;
  const last = points[points.length - 1]?.year ?? first + 1;
  const span = Math.max(last - first, 1);
  const xOf = (year: number) => round(left + ((year - first) / span) * (right - left));

  const line = (values: readonly number[]) =>
    values.map((value, i) => `${i ? 'L' : 'M'}${xOf(points[i]!.year)},${yOf(value)}`).join(' ');
  const upper = points.map((p) => Math.max(p.pessimistic, p.optimistic));
  const lower = points.map((p) => Math.min(p.pessimistic, p.optimistic));
  const backwards = points
    .map((p, i) => `L${xOf(p.year)},${yOf(lower[i]!)}`)
    .reverse()
    .join(' ');

  return {
    width,
    height,
    plot: { left, top, right, bottom },
    yTicks: yValues.map((value, i) => ({ value, at: yOf(value), label: yLabels[i]! })),
    xTicks: yearTicks(first, last, right - left, AXIS.yearGap).map((year) => ({
      value: year,
      at: xOf(year),
      label: String(year),
    })),
    expected: line(points.map((p) => p.expected)),
    contributed: line(points.map((p) => p.contributed)),
    band: `${line(upper)} ${backwards} Z`,
    goalY: goal === null ? null : yOf(goal),
    yearLabelY: bottom + 18,
    captionY: bottom + 38,
  };
}
