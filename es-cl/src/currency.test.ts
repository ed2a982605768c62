// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatAmountInput,
  formatAmountInputPartial,
  formatCurrency,
  parseAmountInput,
  toMinorUnits,
  type Currency,
} from './currency.ts';

const intl = (currency: Currency, amount: number) =>
  new Intl.NumberFormat('es-CL', { style: 'currency', currency }).format(amount);

describe('formatCurrency', () => {
  it('writes es-CL amounts', () => {
    expect(formatCurrency(1234567)).toBe('$1.234.567');
    expect(formatCurrency(0, 'CLP')).toBe('$0');
    expect(formatCurrency(-1234, 'CLP')).toBe('$-1.234');
    expect(formatCurrency(1234.56, 'USD')).toBe('US$1.234,56');
    expect(formatCurrency(1, 'USD')).toBe('US$1,00');
    expect(formatCurrency(1234.56, 'EUR')).toBe('EUR\u00a01.234,56');
    expect(formatCurrency(-0.5, 'EUR')).toBe('EUR-0,50');
  });

  it('rounds half away from zero on the decimal value, with no float error', () => {
    expect(formatCurrency(1.005, 'USD')).toBe('US$1,01');
    expect(formatCurrency(0.1 + 0.2, 'USD')).toBe('US$0,30');
    expect(formatCurrency(1234.5)).toBe('$1.235');
    expect(formatCurrency(-1234.5)).toBe('$-1.235');
    expect(formatCurrency(-0.4)).toBe('$0');
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1e-7, 'USD')).toBe(0);
    expect(() => formatCurrency(Number.NaN)).toThrow(RangeError);
  });

  it('matches Intl es-CL for every whole peso and every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pesos) => {
        return formatCurrency(pesos) === intl('CLP', pesos);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        fc.constantFrom<Currency>('USD', 'EUR'),
        (cents, currency) => formatCurrency(cents / 100, currency) === intl(currency, cents / 100),
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
    expect(parseAmountInput('1.234,56', 'USD')).toBe(1234.56);
    expect(parseAmountInput('0,1', 'EUR')).toBe(0.1);
    expect(parseAmountInput('1.234,56', 'CLP')).toBeNull();
    expect(parseAmountInput('1,234', 'USD')).toBeNull();
    expect(parseAmountInput('-5')).toBeNull();
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('99999999999999999')).toBeNull();
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
