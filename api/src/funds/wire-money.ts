// Ledger bigints to the contract's wire numbers: money, percentages and weights, exactly.
import type { AssetClass as WireAssetClass, Currency as WireCurrency } from '@inversiones/contract';
import type { AssetClass } from '../market/catalogue.ts';
import { currencyDecimals, divide, toWireNumber, type Currency } from '../market/money.ts';

/** Minor units of `currency` as the wire's `{ amount, currency }`. */
export const wireMoney = <C extends Currency>(amount: bigint, currency: C) => ({
  amount: toWireNumber(amount, currencyDecimals[currency]),
  currency,
});

/** Pesos as the wire's CLP money. */
export const wireClp = (amount: bigint) => wireMoney(amount, 'CLP');

/** part / whole in percentage points with 4 decimals (half up); 0 when the whole is not positive. */
export function wirePercent(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return toWireNumber(divide(part * 1_000_000n, whole, 'halfUp'), 4);
}

/** 100 % in ten-thousandths of a point. */
const HUNDRED = 1_000_000n;

/**
 * Shares of `values` in percentage points (4 decimals) that add up to exactly 100: each share is
 * truncated, and the ten-thousandths left over go to the largest remainders (Hamilton's method).
 */
export function wireWeights(values: readonly bigint[]): number[] {
  const total = values.reduce((sum, v) => sum + v, 0n);
  if (total <= 0n) return values.map(() => 0);
  const shares = values.map((v) => (v * HUNDRED) / total);
  const remainders = values.map((v, i) => ({ i, rest: (v * HUNDRED) % total }));
  let left = HUNDRED - shares.reduce((sum, s) => sum + s, 0n);
  remainders.sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of remainders) {
    if (left <= 0n) break;
    shares[i] = (shares[i] as bigint) + 1n;
    left -= 1n;
  }
  return shares.map((s) => toWireNumber(s, 4));
}

/** The contract's asset class of a fund's market class; `caja` is cash. */
const assetClasses: Readonly<Record<AssetClass, WireAssetClass>> = {
  mercadoMonetario: 'mercadoMonetario',
  deudaCortoPlazo: 'deudaCortoPlazo',
  deudaLargoPlazo: 'deudaLargoPlazo',
  balanceado: 'balanceado',
  accionarioNacional: 'accionesNacionales',
  accionarioInternacional: 'accionesInternacionales',
};
export const wireAssetClass = (assetClass: AssetClass): WireAssetClass => assetClasses[assetClass];

/** Spanish names of the asset classes (slices and groups). */
export const assetClassNames: Readonly<Record<WireAssetClass, string>> = {
  mercadoMonetario: 'Mercado Monetario',
  deudaCortoPlazo: 'Deuda Corto Plazo',
  deudaLargoPlazo: 'Deuda Largo Plazo',
  balanceado: 'Balanceado',
  accionesNacionales: 'Acciones Nacionales',
  accionesInternacionales: 'Acciones Internacionales',
  caja: 'Caja',
};

/** Spanish names of the currencies (the allocation by currency). */
export const currencyNames: Readonly<Record<WireCurrency, string>> = {
  CLP: 'Pesos',
  USD: 'Dólares',
  EUR: 'Euros',
  UF: 'UF',
};

/** Sums per key in first-seen order. */
export function sumBy<K>(items: Iterable<{ key: K; value: bigint }>): Map<K, bigint> {
  const sums = new Map<K, bigint>();
  for (const { key, value } of items) sums.set(key, (sums.get(key) ?? 0n) + value);
  return sums;
}
