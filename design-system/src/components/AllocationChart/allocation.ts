// Grouping and shares of an allocation: integers only, so the shown percentages add to 100,0.
import { toMinorUnits } from '@inversiones/es-cl';
import type { FundCurrency } from '../private/fund-amounts.ts';

export interface AllocationSlice {
  /** Stable id: 'renta-fija', 'USD', 'ffmm'. */
  id: string;
  /** What the client reads: 'Renta fija nacional'. */
  label: string;
  /** The amount in the chart's currency (not negative). */
  amount: number;
}

export interface AllocationPart {
  id: string;
  label: string;
  /** The amount in minor units (pesos, cents). */
  minor: number;
  /** The share in tenths of a percent (452 is 45,2 %); all parts add to 1000. */
  permille: number;
  /** The labels 'Otros' groups (empty for an ordinary slice). */
  members: string[];
}

/**
 * Largest first; beyond `maxSlices` the rest becomes one 'Otros' part (never an 'Otros' of a
 * single slice). Shares by the largest-remainder method, so they add to exactly 100,0 %.
 */
export function toParts(
  slices: readonly AllocationSlice[],
  currency: FundCurrency,
  maxSlices: number,
  othersLabel: string,
): AllocationPart[] {
  const sorted = slices
    .map((slice) => ({ ...slice, minor: Math.max(0, toMinorUnits(slice.amount, currency)) }))
    .filter((slice) => slice.minor > 0)
    .sort((a, b) => b.minor - a.minor);
  const kept = sorted.length > maxSlices + 1 ? sorted.slice(0, maxSlices) : sorted;
  const rest = sorted.slice(kept.length);
  const groups = kept.map((slice) => ({
    id: slice.id,
    label: slice.label,
    minor: slice.minor,
    members: [] as string[],
  }));
  if (rest.length) {
    groups.push({
      id: 'otros',
      label: othersLabel,
      minor: rest.reduce((sum, slice) => sum + slice.minor, 0),
      members: rest.map((slice) => slice.label),
    });
  }
  const total = BigInt(groups.reduce((sum, group) => sum + group.minor, 0));
  if (total === 0n) return [];
  const exact = groups.map((group) => BigInt(group.minor) * 1000n);
  const floors = exact.map((value) => value / total);
  let missing = 1000 - floors.reduce((sum, value) => sum + Number(value), 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % total }))
    .sort((a, b) =>
      b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index,
    );
  const permille = floors.map(Number);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    permille[index]! += 1;
    missing -= 1;
  }
  return groups.map((group, index) => ({ ...group, permille: permille[index]! }));
}

/** A ring sector from angle a0 to a1 (radians, 0 at twelve o'clock, clockwise) as an SVG path. */
export function ringSector(r: number, inner: number, a0: number, a1: number, c = 100): string {
  // A whole ring cannot be one arc: it is drawn as two halves.
  if (a1 - a0 >= 2 * Math.PI - 1e-9) {
    return `${ringSector(r, inner, 0, Math.PI, c)} ${ringSector(r, inner, Math.PI, 2 * Math.PI, c)}`;
  }
  const point = (radius: number, angle: number) =>
    `${(c + radius * Math.sin(angle)).toFixed(3)} ${(c - radius * Math.cos(angle)).toFixed(3)}`;
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return [
    `M ${point(r, a0)}`,
    `A ${r} ${r} 0 ${large} 1 ${point(r, a1)}`,
    `L ${point(inner, a1)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, a0)}`,
    'Z',
  ].join(' ');
}
