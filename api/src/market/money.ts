// Exact money arithmetic: every amount, unit count and price is a bigint of its minor unit.

export type Currency = 'CLP' | 'USD' | 'EUR';

/** Decimals of each currency's minor unit (DOMAIN.md "Money"). UF is an indicator: 2 too. */
export const currencyDecimals: Readonly<Record<Currency | 'UF', number>> = {
  CLP: 0,
  USD: 2,
  EUR: 2,
  UF: 2,
};

/** Fund units and quota values carry 4 decimals. */
export const UNIT_DECIMALS = 4;
export const PRICE_DECIMALS = 4;

export const isCurrency = (value: string): value is Currency =>
  value === 'CLP' || value === 'USD' || value === 'EUR';

const pow10 = (n: number): bigint => 10n ** BigInt(n);

export type Rounding = 'truncate' | 'halfUp';

/** n / d with the named rounding; `halfUp` rounds a half away from zero (peso rounding). */
export function divide(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d === 0n) throw new RangeError('División por cero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if (rounding === 'halfUp' && (an % ad) * 2n >= ad) q += 1n;
  return negative ? -q : q;
}

/** Re-expresses a scaled integer with another number of decimals. */
export function rescale(value: bigint, from: number, to: number, rounding: Rounding): bigint {
  return to >= from ? value * pow10(to - from) : divide(value, pow10(from - to), rounding);
}

/** `'1234.5678'` (scale 4) -> 12345678n; more decimals than `scale` is an error, never rounded. */
export function parseDecimal(text: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Decimal no válido: "${text}"`);
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > scale) {
    throw new RangeError(`"${text}" tiene más de ${scale} decimales`);
  }
  const value = BigInt(`${whole}${fraction.padEnd(scale, '0')}`);
  return sign ? -value : value;
}

/** 12345678n (scale 4) -> `'1234.5678'`: the exact text, for SQL NUMERIC and for logs. */
export function formatDecimal(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const text =
    scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(digits.length - scale)}`;
  return negative ? `-${text}` : text;
}

/**
 * The JSON number the wire carries: parsed from the exact text, so it prints back with at most
 * `scale` decimals (exact while below 2^53 minor units, far above any balance here).
 */
export const toWireNumber = (value: bigint, scale: number): number =>
  Number(formatDecimal(value, scale));

/**
 * Units bought with `amount` (minor units of `currency`) at `quotaValue` (4 decimals),
 * truncated to 4 decimals: the client never gets a fraction the amount did not pay for.
 */
export function subscriptionUnits(amount: bigint, currency: Currency, quotaValue: bigint): bigint {
  if (quotaValue <= 0n) throw new RangeError('Valor cuota no positivo');
  return divide(
    amount * pow10(UNIT_DECIMALS + PRICE_DECIMALS),
    quotaValue * pow10(currencyDecimals[currency]),
    'truncate',
  );
}

/** units x quota value in minor units of `currency`, rounded half up to the currency. */
export function unitsValue(units: bigint, quotaValue: bigint, currency: Currency): bigint {
  return divide(
    units * quotaValue * pow10(currencyDecimals[currency]),
    pow10(UNIT_DECIMALS + PRICE_DECIMALS),
    'halfUp',
  );
}

/**
 * An amount of `currency` in pesos at `rate` (pesos per unit, 2 decimals, e.g. the dólar
 * observado), rounded half up to the peso.
 */
export function toClp(amount: bigint, currency: Currency, rate: bigint): bigint {
  if (currency === 'CLP') return amount;
  return divide(amount * rate, pow10(currencyDecimals[currency] + 2), 'halfUp');
}
