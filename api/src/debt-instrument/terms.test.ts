// The arithmetic of fixed income and pactos on bigints: month steps, coupon dates, the accrual
// since the last payment, the maturity's payment, and UF in pesos at the UF of the day.
import { describe, expect, it } from 'vitest';
import { indicator } from '../market/indicators.ts';
import {
  accruedValue,
  addMonths,
  couponDates,
  inPesos,
  movementsUntil,
  type DebtTerms,
} from './terms.ts';

const bond: DebtTerms = {
  folio: '1',
  kind: 'rentaFija',
  currency: 'CLP',
  nominal: 10_000_000n,
  amount: 10_000_000n,
  // 6 % a year.
  rate: 60_000n,
  couponMonths: 6,
  startDate: '2025-01-31',
  maturityDate: '2026-07-31',
};

describe('addMonths', () => {
  it("keeps the day, or takes the month's last when it is shorter", () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-12', 2)).toBe('2026-01-12');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });
});

describe('a bond with coupons', () => {
  it('pays a coupon every 6 months, the last one with the maturity', () => {
    expect(couponDates(bond)).toEqual(['2025-07-31', '2026-01-31']);
    expect(couponDates({ ...bond, couponMonths: null })).toEqual([]);
  });

  it('accrues since the last payment, simple base 365, half up, and stops at maturity', () => {
    expect(accruedValue(bond, '2025-01-31')).toBe(10_000_000n);
    // 10 days after the second coupon: 10.000.000 x 0,06 x 10 / 365 = 16.438,36 -> 16.438.
    expect(accruedValue(bond, '2026-02-10')).toBe(10_016_438n);
    // 181 days from the last coupon to maturity: 297.534,2 -> 297.534; no more afterwards.
    expect(accruedValue(bond, '2026-07-31')).toBe(10_297_534n);
    expect(accruedValue(bond, '2027-01-01')).toBe(10_297_534n);
  });

  it('produces the purchase, the coupons paid by today and the maturity once it has come', () => {
    expect(movementsUntil(bond, '2024-12-31')).toEqual([]);
    expect(movementsUntil(bond, '2025-08-01').map((m) => [m.date, m.type, m.amount])).toEqual([
      ['2025-01-31', 'compra', 10_000_000n],
      // 181 days: 297.534,2 -> 297.534.
      ['2025-07-31', 'cupon', 297_534n],
    ]);
    const all = movementsUntil(bond, '2026-12-31');
    expect(all.map((m) => m.type)).toEqual(['compra', 'cupon', 'cupon', 'vencimiento']);
    expect(all.at(-1)).toEqual({ date: '2026-07-31', type: 'vencimiento', amount: 10_297_534n });
  });
});

describe('a pacto', () => {
  const pacto: DebtTerms = {
    ...bond,
    kind: 'pacto',
    amount: 15_000_000n,
    nominal: 15_000_000n,
    // 0,42 % a month.
    rate: 4_200n,
    couponMonths: null,
    startDate: '2026-09-11',
    maturityDate: '2026-10-16',
  };

  it('accrues its monthly rate simple base 30 and pays it all at maturity', () => {
    // 35 days: 15.000.000 x 0,0042 x 35 / 30 = 73.500.
    expect(movementsUntil(pacto, '2026-11-27')).toEqual([
      { date: '2026-09-11', type: 'inicio', amount: 15_000_000n },
      { date: '2026-10-16', type: 'vencimiento', amount: 15_073_500n },
    ]);
    // 10 days: 21.000.
    expect(accruedValue(pacto, '2026-09-21')).toBe(15_021_000n);
  });
});

describe('inPesos', () => {
  it('takes pesos as they are and UF cents at the UF of the day, half up', () => {
    expect(inPesos(123_456n, 'CLP', '2026-11-27')).toBe(123_456n);
    const uf = indicator('uf', '2026-11-27')!.value;
    expect(inPesos(100n, 'UF', '2026-11-27')).toBe((uf + 50n) / 100n);
    expect(inPesos(50_575n, 'UF', '2026-11-27')).toBe((50_575n * uf + 5_000n) / 10_000n);
  });
});
