import { currencyDecimals as esClCurrencyDecimals } from '@inversiones/es-cl';
import { z } from 'zod';

/**
 * Money on the wire (DOMAIN.md "Money"): JSON numbers carrying at most their currency's decimals.
 * Every check reads the number's shortest decimal form (what `String` writes), never float
 * arithmetic, so 4.35 is taken as two decimals although 4.35 * 100 is 434.99999999999994.
 */

/** The currencies the ledger knows; UF (unidad de fomento) is an indexed unit with 2 decimals. */
export const CURRENCIES = ['CLP', 'USD', 'EUR', 'UF'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Decimals of each currency: the es-CL kit's for CLP, USD and EUR, plus UF. */
export const currencyDecimals: Readonly<Record<Currency, number>> = {
  ...esClCurrencyDecimals,
  UF: 2,
};

/** Fund units and quota values carry 4 decimals; percentages too (5,1234 %). */
export const UNITS_DECIMALS = 4;
export const QUOTA_VALUE_DECIMALS = 4;
export const PERCENT_DECIMALS = 4;

export const moneyMessages = {
  currency: 'Moneda desconocida.',
  decimals: (decimals: number) =>
    decimals === 0 ? 'No admite decimales.' : `Admite a lo más ${decimals} decimales.`,
  negative: 'No admite valores negativos.',
  notPositive: 'Debe ser mayor que cero.',
  tooLarge: 'El valor excede el máximo admitido.',
  percentRange: 'Debe estar entre 0 y 100.',
} as const;

/**
 * Decimal places of a number as its shortest decimal form writes them: 0.3 has 1, 0.1 + 0.2
 * (0.30000000000000004) has 17, 1.5e-7 has 8, 1e21 has 0.
 */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

export interface DecimalOptions {
  /** Negative values allowed (gains, variations); otherwise 0 and up. */
  signed?: boolean;
  /** Strictly above zero (prices, quota values). */
  positive?: boolean;
}

/**
 * A number with at most `decimals` decimals, whose minor units (value x 10^decimals) are a safe
 * integer, so the receiver can hold it exactly as an integer.
 */
export function decimalSchema(
  decimals: number,
  { signed = false, positive = false }: DecimalOptions = {},
) {
  const limit = Number.MAX_SAFE_INTEGER / 10 ** decimals;
  return z
    .number()
    .refine((value) => decimalPlaces(value) <= decimals, {
      message: moneyMessages.decimals(decimals),
      abort: true,
    })
    .refine((value) => Math.abs(value) <= limit, { message: moneyMessages.tooLarge, abort: true })
    .refine((value) => signed || value >= 0, { message: moneyMessages.negative, abort: true })
    .refine((value) => !positive || value > 0, { message: moneyMessages.notPositive });
}

export const currencySchema = z.enum(CURRENCIES, { message: moneyMessages.currency });

/** An amount of `currency`: at most its decimals, not negative unless `signed`. */
export const amountSchema = (currency: Currency, options?: DecimalOptions) =>
  decimalSchema(currencyDecimals[currency], options);

const moneyOf = (options: DecimalOptions) =>
  z
    .object({ amount: z.number(), currency: currencySchema })
    .superRefine(({ amount, currency }, ctx) => {
      const checked = amountSchema(currency, options).safeParse(amount);
      for (const issue of checked.error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['amount'] });
      }
    });

/** An amount and its currency, checked against that currency's decimals; never negative. */
export const moneySchema = moneyOf({});
export type Money = z.infer<typeof moneySchema>;

/** Money that may be negative: gains, variations, net flows. */
export const signedMoneySchema = moneyOf({ signed: true });
export type SignedMoney = z.infer<typeof signedMoneySchema>;

/** Money in one fixed currency (e.g. every total in CLP). */
export const moneyIn = (currency: Currency, options: DecimalOptions = {}) =>
  z.object({ amount: amountSchema(currency, options), currency: z.literal(currency) });

/** Fund units held or moved: 4 decimals, not negative. */
export const unitsSchema = decimalSchema(UNITS_DECIMALS);

/** A fund series' quota value (its price): 4 decimals, above zero. */
export const quotaValueSchema = decimalSchema(QUOTA_VALUE_DECIMALS, { positive: true });

/** A percentage in points (5.1234 is 5,1234 %), signed: returns, variations. */
export const percentSchema = decimalSchema(PERCENT_DECIMALS, { signed: true });

/** A share of a whole in percentage points, 0 to 100 (allocation, composition weights). */
export const weightSchema = decimalSchema(PERCENT_DECIMALS).refine((value) => value <= 100, {
  message: moneyMessages.percentRange,
});
