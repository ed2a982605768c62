// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmountInput,
  formatAmountInputPartial,
  currencySymbols,
  formatCurrency,
  parseAmountInput,
  toMinorUnits,
  type Currency,
} from './currency.ts';

/** Intl es-CL's digits of an amount (its sign and symbol dropped): `1.234,56`. */
const intlDigits = (currency: Currency, amount: number) =>
  new Intl.NumberFormat('es-CL', { style: 'currency', currency })
    .format(Math.abs(amount))
    .replace(/^\D+/, '');

const nbsp = '\u00a0';
const minus = '\u2212';

describe('formatCurrency', () => {
  it('writes the symbol, a no-break space and the es-CL digits (DOMAIN.md)', () => {
    expect(formatCurrency(1234567)).toBe(`$${nbsp}1.234.567`);
    expect(formatCurrency(0, 'CLP')).toBe(`$${nbsp}0`);
    expect(formatCurrency(1234.56, 'USD')).toBe(`US$${nbsp}1.234,56`);
    expect(formatCurrency(1, 'USD')).toBe(`US$${nbsp}1,00`);
    expect(formatCurrency(1234.56, 'EUR')).toBe(`EUR${nbsp}1.234,56`);
    expect(formatCurrency(12.34, 'UF')).toBe(`UF${nbsp}12,34`);
    expect(formatCurrency(12.5, 'UF')).toBe(`UF${nbsp}12,50`);
  });

  it('writes a negative amount with the minus before the symbol', () => {
    expect(formatCurrency(-1234, 'CLP')).toBe(`${minus}$${nbsp}1.234`);
    expect(formatCurrency(-0.5, 'EUR')).toBe(`${minus}EUR${nbsp}0,50`);
    expect(formatCurrency(-1234.56, 'USD')).toBe(`${minus}US$${nbsp}1.234,56`);
    expect(formatCurrency(-3.2, 'UF')).toBe(`${minus}UF${nbsp}3,20`);
  });

  it('signs gains on request, never a zero', () => {
    expect(formatCurrency(191525, 'CLP', { signed: true })).toBe(`+$${nbsp}191.525`);
    expect(formatCurrency(-280816, 'CLP', { signed: true })).toBe(`${minus}$${nbsp}280.816`);
    expect(formatCurrency(0.004, 'USD', { signed: true })).toBe(`US$${nbsp}0,00`);
    expect(formatCurrency(-0.4, 'CLP', { signed: true })).toBe(`$${nbsp}0`);
  });

  it('writes quota values and peso rates with the decimals asked for', () => {
    expect(formatCurrency(2245.6789, 'CLP', { decimals: 4 })).toBe(`$${nbsp}2.245,6789`);
    expect(formatCurrency(1.5, 'USD', { decimals: 4 })).toBe(`US$${nbsp}1,5000`);
    expect(formatCurrency(1523.45215, 'CLP', { decimals: 4 })).toBe(`$${nbsp}1.523,4522`);
    expect(formatCurrency(39245.67, 'CLP', { decimals: 2 })).toBe(`$${nbsp}39.245,67`);
    expect(formatCurrency(-0.00004, 'CLP', { decimals: 4 })).toBe(`$${nbsp}0,0000`);
  });

  it('rounds half away from zero on the decimal value, with no float error', () => {
    expect(formatCurrency(1.005, 'USD')).toBe(`US$${nbsp}1,01`);
    expect(formatCurrency(0.1 + 0.2, 'USD')).toBe(`US$${nbsp}0,30`);
    expect(formatCurrency(1234.5)).toBe(`$${nbsp}1.235`);
    expect(formatCurrency(-1234.5)).toBe(`${minus}$${nbsp}1.235`);
    expect(formatCurrency(-0.4)).toBe(`$${nbsp}0`);
    expect(formatCurrency(12.345, 'UF')).toBe(`UF${nbsp}12,35`);
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(12.34, 'UF')).toBe(1234);
    expect(toMinorUnits(-1234.5)).toBe(-1235);
    expect(toMinorUnits(1e-7, 'USD')).toBe(0);
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError);
  });

  it('has the digits of Intl es-CL for every whole peso and every cent amount', () => {
    const sign = (amount: number, text: string) => (amount < 0 ? `${minus}${text}` : text);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pesos) => {
        return formatCurrency(pesos) === sign(pesos, `$${nbsp}${intlDigits('CLP', pesos)}`);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.constantFrom<Currency>('USD', 'EUR'),
        (cents, currency) =>
          formatCurrency(cents / 100, currency) ===
          sign(cents, `${currencySymbols[currency]}${nbsp}${intlDigits(currency, cents / 100)}`),
      ),
    );
  });
});

describe('formatAmountInput and parseAmountInput', () => {
  it('groups thousands with dots while typing', () => {
    expect(formatAmountInput('1234567')).toBe('1.234.567');
    expect(formatAmountInput('1.234.5678')).toBe('12.345.678');
    expect(formatAmountInput('00123')).toBe('123');
    expect(formatAmountInput('12a3')).toBe('123');
    expect(formatAmountInput('1234,5', 'CLP')).toBe('12.345');
    expect(formatAmountInput('1234,567', 'USD')).toBe('1.234,56');
    expect(formatAmountInput(',5', 'EUR')).toBe('0,5');
    expect(formatAmountInput('1234,', 'USD')).toBe('1.234,');
    expect(formatAmountInput('')).toBe('');
  });

  it('keeps the caret after the digit it was after', () => {
    // "1.234" with 5 typed after the 1 gives "15.234", caret after the 5.
    expect(formatAmountInputPartial('15.234', 'CLP', 2)).toEqual({ value: '15.234', caret: 2 });
    // Deleting the 2 of "1.234" (caret after the dot) gives "1.34" -> "134", caret after the 1.
    expect(formatAmountInputPartial('1.34', 'CLP', 2)).toEqual({ value: '134', caret: 1 });
  });

  it('strips the dots on submit and reads cents as integers', () => {
    expect(parseAmountInput('1.234.567')).toBe(1234567);
    expect(parseAmountInput('$1.234.567', 'CLP')).toBe(1234567);
    expect(parseAmountInput(formatCurrency(1234567), 'CLP')).toBe(1234567);
    expect(parseAmountInput(formatCurrency(1234.56, 'USD'), 'USD')).toBe(1234.56);
    expect(parseAmountInput('1.234,56', 'USD')).toBe(1234.56);
    expect(parseAmountInput('0,1', 'EUR')).toBe(0.1);
    expect(parseAmountInput('1.234,56', 'CLP')).toBeNull();
    expect(parseAmountInput('1,234', 'USD')).toBeNull();
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('99999999999999999')).toBeNull();
  });

  it("takes decimals other than the currency's: a share price in pesos on a 0,01 tick", () => {
    expect(formatAmountInput('1038,456', 'CLP', 2)).toBe('1.038,45');
    expect(parseAmountInput('1.038,40', 'CLP', 2)).toBe(1038.4);
    expect(parseAmountInput('1.038,40', 'CLP')).toBeNull();
    expect(toMinorUnits(1038.4, 'CLP', 2)).toBe(103840);
  });

  it('round-trips every whole peso amount', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (pesos) => {
        const typed = formatAmountInput(String(pesos));
        return parseAmountInput(typed) === pesos && formatAmountInput(typed) === typed;
      }),
    );
  });

  it('round-trips every cent amount of USD and EUR, with the decimal of the typed text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.constantFrom<Currency>('USD', 'EUR'),
        (cents, currency) => {
          const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
          const typed = formatAmountInput(text, currency);
          return (
            parseAmountInput(typed, currency) === cents / 100 &&
            formatAmountInput(typed, currency) === typed &&
            toMinorUnits(parseAmountInput(typed, currency)!, currency) === cents
          );
        },
      ),
    );
  });

  it('formats any typed text to something that parses (or is empty)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom<Currency>('CLP', 'USD'),
        (text, c) => {
          const typed = formatAmountInput(text, c);
          const ready = typed.endsWith(',') ? typed.slice(0, -1) : typed;
          return ready === '' || parseAmountInput(ready, c) !== null;
        },
      ),
    );
  });
});
