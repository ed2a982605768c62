import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  currencySchema,
  decimalPlaces,
  moneySchema,
  percentSchema,
  quotaValueSchema,
  signedMoneySchema,
  unitsSchema,
  weightSchema,
} from './money.ts';

const issues = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('decimalPlaces', () => {
  it('reads the shortest decimal form, exponents included', () => {
    expect(decimalPlaces(0.3)).toBe(1);
    expect(decimalPlaces(0.1 + 0.2)).toBe(17);
    expect(decimalPlaces(4.35)).toBe(2);
    expect(decimalPlaces(1234567)).toBe(0);
    expect(decimalPlaces(1.5e-7)).toBe(8);
    expect(decimalPlaces(1e21)).toBe(0);
  });
});

describe('money', () => {
  it('takes each currency with at most its decimals', () => {
    expect(moneySchema.safeParse({ amount: 1_234_567, currency: 'CLP' }).success).toBe(true);
    expect(moneySchema.safeParse({ amount: 1_234.56, currency: 'USD' }).success).toBe(true);
    expect(moneySchema.safeParse({ amount: 0.5, currency: 'EUR' }).success).toBe(true);
    expect(moneySchema.safeParse({ amount: 12.34, currency: 'UF' }).success).toBe(true);
  });

  it('refuses more decimals than the currency has', () => {
    expect(issues(moneySchema.safeParse({ amount: 1_234.5, currency: 'CLP' }))).toEqual([
      'No admite decimales.',
    ]);
    expect(issues(moneySchema.safeParse({ amount: 1.234, currency: 'USD' }))).toEqual([
      'Admite a lo más 2 decimales.',
    ]);
    expect(moneySchema.safeParse({ amount: 12.345, currency: 'UF' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 0.001, currency: 'EUR' }).success).toBe(false);
  });

  it('refuses a float sum whose exact value has more decimals, and takes it once rounded', () => {
    expect(moneySchema.safeParse({ amount: 0.1 + 0.2, currency: 'USD' }).success).toBe(false);
    expect(moneySchema.safeParse({ amount: 0.3, currency: 'USD' }).success).toBe(true);
  });

  // Each of these times 100 is not a whole double (4.35 * 100 = 434.99999999999994).
  it.each([4.35, 1.15, 0.57, 1.1, 0.29, 10.03, 1_234.13])(
    'takes %s USD as 2 decimals',
    (amount) => {
      expect((amount * 100) % 1).not.toBe(0);
      expect(moneySchema.safeParse({ amount, currency: 'USD' }).success).toBe(true);
      expect(amountSchema('USD').safeParse(amount).success).toBe(true);
    },
  );

  it('refuses negative amounts unless signed', () => {
    expect(issues(moneySchema.safeParse({ amount: -1, currency: 'CLP' }))).toEqual([
      'No admite valores negativos.',
    ]);
    expect(signedMoneySchema.safeParse({ amount: -1_500.25, currency: 'USD' }).success).toBe(true);
    expect(signedMoneySchema.safeParse({ amount: -1_500.255, currency: 'USD' }).success).toBe(
      false,
    );
  });

  it('refuses unknown currencies, in any case', () => {
    for (const currency of ['GBP', 'clp', '', 'UTM']) {
      expect(currencySchema.safeParse(currency).success, currency).toBe(false);
      expect(moneySchema.safeParse({ amount: 1, currency }).success, currency).toBe(false);
    }
    expect(issues(currencySchema.safeParse('GBP'))).toEqual(['Moneda desconocida.']);
  });

  it('refuses what is not a finite number or too large to hold exactly in minor units', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, '100', null]) {
      expect(moneySchema.safeParse({ amount, currency: 'CLP' }).success).toBe(false);
    }
    expect(amountSchema('CLP').safeParse(Number.MAX_SAFE_INTEGER).success).toBe(true);
    expect(amountSchema('USD').safeParse(Number.MAX_SAFE_INTEGER).success).toBe(false);
  });
});

describe('units, quota values and percentages', () => {
  it('carry 4 decimals', () => {
    expect(unitsSchema.safeParse(2_500.1234).success).toBe(true);
    expect(unitsSchema.safeParse(2_500.12345).success).toBe(false);
    expect(quotaValueSchema.safeParse(1_534.2871).success).toBe(true);
    expect(quotaValueSchema.safeParse(1_534.28711).success).toBe(false);
    expect(percentSchema.safeParse(5.1234).success).toBe(true);
    expect(percentSchema.safeParse(5.12345).success).toBe(false);
  });

  it('units are never negative; a quota value is above zero; a percentage is signed', () => {
    expect(unitsSchema.safeParse(-0.0001).success).toBe(false);
    expect(unitsSchema.safeParse(0).success).toBe(true);
    expect(quotaValueSchema.safeParse(0).success).toBe(false);
    expect(percentSchema.safeParse(-12.3456).success).toBe(true);
  });

  it('a weight is a share from 0 to 100', () => {
    expect(weightSchema.safeParse(100).success).toBe(true);
    expect(weightSchema.safeParse(100.0001).success).toBe(false);
    expect(weightSchema.safeParse(-1).success).toBe(false);
  });
});
