// The strategy simulator's projection, in exact integers: monthly compounding of a nominal annual
// rate, contributions at each month's end, every month rounded to the peso.

/** Fixed-point scale of a monthly rate. */
const SCALE = 10n ** 12n;

/** `n / d` rounded half away from zero (a pessimistic rate may be negative). */
function roundDiv(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (a * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/** The monthly rate of a nominal annual rate in basis points, at `SCALE`. */
const monthlyRate = (annualBps: number) => roundDiv(BigInt(annualBps) * SCALE, 120_000n);

/**
 * Pesos at the end of each year (index 0 is the start): `initial` invested at once, `monthly` at
 * the end of every month, growing at `annualBps` a year compounded monthly.
 */
export function yearlyValues(
  initial: number,
  monthly: number,
  years: number,
  annualBps: number,
): bigint[] {
  const rate = monthlyRate(annualBps);
  let value = BigInt(initial);
  const values = [value];
  for (let month = 1; month <= years * 12; month++) {
    value += roundDiv(value * rate, SCALE) + BigInt(monthly);
    if (month % 12 === 0) values.push(value);
  }
  return values;
}

/** The integer square root (floor) of a non-negative bigint. */
function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = n;
  let y = (x + 1n) / 2n;
  while (y < x) {
    x = y;
    y = (x + n / x) / 2n;
  }
  return x;
}

/** The volatility of the annualized return over `years`: sigma / sqrt(years), in basis points. */
export function horizonSpreadBps(volatilityBps: number, years: number): number {
  // sqrt(sigma^2 / years) with two more decimals, then rounded to the basis point.
  const scaled = isqrt((BigInt(volatilityBps) ** 2n * 10_000n) / BigInt(years));
  return Number(roundDiv(scaled, 100n));
}

/** The least monthly amount whose projection at `annualBps` reaches `goal` (0 if none needed). */
export function monthlyToReach(
  goal: number,
  initial: number,
  years: number,
  annualBps: number,
): number {
  const reach = (monthly: number) => yearlyValues(initial, monthly, years, annualBps).at(-1) ?? 0n;
  if (reach(0) >= BigInt(goal)) return 0;
  // The annuity of one million pesos a month gives a close first guess; then step to the least.
  const million = reach(1_000_000) - reach(0);
  let monthly = Number(((BigInt(goal) - reach(0)) * 1_000_000n) / (million > 0n ? million : 1n));
  while (monthly > 0 && reach(monthly - 1) >= BigInt(goal)) monthly -= 1;
  while (reach(monthly) < BigInt(goal)) monthly += 1;
  return monthly;
}

/** `total` split by weights (basis points): each share truncated, the rest to the last one. */
export function splitByWeights(total: number, weightsBps: readonly number[]): number[] {
  const shares = weightsBps.map((w) => Math.trunc((total * w) / 10_000));
  const rest = total - shares.reduce((sum, share) => sum + share, 0);
  if (shares.length > 0) shares[shares.length - 1] = (shares.at(-1) ?? 0) + rest;
  return shares;
}
