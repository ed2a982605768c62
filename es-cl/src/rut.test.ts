// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanRut,
  formatRut,
  formatRutPartial,
  normalizeRut,
  isValidRut,
  rutCheckDigit,
  RUT_EXAMPLE,
  splitRut,
} from './rut.ts';

/** Bodies of 1 to 8 digits without a leading zero (ruts up to 99.999.999). */
const body = fc.integer({ min: 1, max: 99_999_999 }).map(String);
/** Bodies long enough for the 8-character minimum typed without dots or hyphen. */
const longBody = fc.integer({ min: 1_000_000, max: 99_999_999 }).map(String);
const checkDigits = [...'0123456789K'];

describe('cleanRut', () => {
  it('strips dots, hyphens and spaces and upper-cases k', () => {
    expect(cleanRut('12.345.678-5')).toBe('123456785');
    expect(cleanRut(' 1.000.005-k ')).toBe('1000005K');
    expect(cleanRut('7654321 6')).toBe('76543216');
  });
});

describe('rutCheckDigit', () => {
  it.each([
    ['12345678', '5'],
    ['11111111', '1'],
    ['7654321', '6'],
    ['76086428', '5'],
    ['24965880', '4'],
    ['1000005', 'K'],
    ['10000004', '0'],
    ['6', 'K'],
    ['1', '9'],
  ])('%s has check digit %s', (digits, expected) => {
    expect(rutCheckDigit(digits)).toBe(expected);
  });

  it('accepts a number body and rejects a non-numeric one', () => {
    expect(rutCheckDigit(17459848)).toBe('7');
    expect(() => rutCheckDigit('12a45')).toThrow(RangeError);
    expect(() => rutCheckDigit('')).toThrow(RangeError);
  });

  it('matches an independent modulo-11 implementation for every body', () => {
    const reference = (digits: string) => {
      const weights = [2, 3, 4, 5, 6, 7];
      const sum = [...digits]
        .reverse()
        .reduce((total, digit, index) => total + Number(digit) * weights[index % 6]!, 0);
      // sum % 11 = 0 gives 0, 1 gives K, 2 gives 9 ... 10 gives 1.
      return '0K987654321'[sum % 11]!;
    };
    fc.assert(fc.property(body, (digits) => rutCheckDigit(digits) === reference(digits)));
  });
});

describe('isValidRut', () => {
  it.each([
    '12.345.678-5',
    '12345678-5',
    '123456785',
    '7.654.321-6',
    '7654321-6',
    '1.000.005-K',
    '1.000.005-k',
    '1000005K',
    '10.000.004-0',
  ])('accepts %s', (rut) => {
    expect(isValidRut(rut)).toBe(true);
  });

  it.each([
    ['12.345.678-4', 'wrong check digit'],
    ['1.000.005-0', 'wrong check digit instead of K'],
    ['6-K', 'shorter than 8 characters'],
    ['6K', 'shorter than 8 characters'],
    ['112.345.678-5', 'longer than 12 characters'],
    ['12 345 678-5', 'a space'],
    ['12,345,678-5', 'commas'],
    ['1234567KK', 'two K in the last two characters'],
    ['12.34.5678-5', 'dots in the wrong places'],
    ['012345678-5', 'a leading zero'],
    ['12345678--5', 'two hyphens'],
    ['', 'empty'],
  ])('rejects %s (%s)', (rut) => {
    expect(isValidRut(rut)).toBe(false);
  });

  it('accepts every body with its check digit, in all three typed forms', () => {
    fc.assert(
      fc.property(longBody, (digits) => {
        const rut = `${digits}${rutCheckDigit(digits)}`;
        return (
          isValidRut(rut) &&
          isValidRut(formatRut(rut, { dots: false })) &&
          isValidRut(formatRut(rut)) &&
          isValidRut(formatRut(rut).toLowerCase())
        );
      }),
    );
  });

  it('rejects every body with any other check digit', () => {
    fc.assert(
      fc.property(longBody, fc.constantFrom(...checkDigits), (digits, checkDigit) => {
        fc.pre(checkDigit !== rutCheckDigit(digits));
        return !isValidRut(formatRut(`${digits}${checkDigit}`));
      }),
    );
  });
});

describe('formatRut', () => {
  it('groups the body with dots and puts a hyphen before the check digit', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('12345678-5', { dots: false })).toBe('12345678-5');
    expect(formatRut('12.345.678-5', { dots: false })).toBe('12345678-5');
    expect(formatRut('1000005k')).toBe('1.000.005-K');
    expect(formatRut('10')).toBe('1-0');
    expect(formatRut('1')).toBe('1');
    expect(formatRut('')).toBe('');
  });

  it('round-trips with cleanRut and is idempotent', () => {
    fc.assert(
      fc.property(body, fc.constantFrom(...checkDigits), fc.boolean(), (digits, dv, dots) => {
        const clean = `${digits}${dv}`;
        const shown = formatRut(clean, { dots });
        return cleanRut(shown) === clean && formatRut(shown, { dots }) === shown;
      }),
    );
  });

  it('splits a rut into body and check digit', () => {
    expect(splitRut('12.345.678-5')).toEqual({ body: '12345678', checkDigit: '5' });
    expect(splitRut('12.345.K78-5')).toBeNull();
  });
});

describe('normalizeRut', () => {
  it('gives the stored form: no dots, a hyphen and an upper-case K', () => {
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5');
    expect(normalizeRut('15678432k')).toBe('15678432-K');
    expect(normalizeRut('9.876.543-3')).toBe('9876543-3');
  });
});

describe('formatRutPartial', () => {
  it('formats while typing, one key at a time', () => {
    const typed = [...'123456785'].reduce<string[]>(
      (shown, key) => [...shown, formatRutPartial(`${shown.at(-1) ?? ''}${key}`).value],
      [],
    );
    expect(typed).toEqual([
      '1',
      '1-2',
      '12-3',
      '123-4',
      '1.234-5',
      '12.345-6',
      '123.456-7',
      '1.234.567-8',
      '12.345.678-5',
    ]);
  });

  it('keeps the caret after the character it was after', () => {
    // Typing 9 between 1 and 2 of "1.234-5": the caret was after the 9, at index 2.
    expect(formatRutPartial('19.234-5', 2)).toEqual({ value: '19.234-5', caret: 2 });
    // Deleting the 3 of "12.345-6" (caret after 2): "12.45-6" reflows to "1.245-6".
    expect(formatRutPartial('12.45-6', 2)).toEqual({ value: '1.245-6', caret: 3 });
    // The caret at the start stays at the start.
    expect(formatRutPartial('5', 0)).toEqual({ value: '5', caret: 0 });
  });

  it('drops other characters, a K before the end and anything after 9 characters', () => {
    expect(formatRutPartial('12a3').value).toBe('12-3');
    expect(formatRutPartial('1K23').value).toBe('12-3');
    expect(formatRutPartial('1234567k').value).toBe('1.234.567-K');
    expect(formatRutPartial('1234567890').value).toBe('12.345.678-9');
  });

  it('is idempotent, keeps the caret in range and never loses a kept character', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), fc.nat(14), (text, at) => {
        const caret = Math.min(at, text.length);
        const once = formatRutPartial(text, caret);
        const twice = formatRutPartial(once.value, once.caret);
        return (
          twice.value === once.value &&
          twice.caret === once.caret &&
          once.caret >= 0 &&
          once.caret <= once.value.length &&
          /^[\dK]*$/.test(cleanRut(once.value)) &&
          cleanRut(once.value).length <= 9
        );
      }),
    );
  });
});

describe('RUT_EXAMPLE', () => {
  it('is a valid rut in display form, the shape a hint shows', () => {
    expect(isValidRut(RUT_EXAMPLE)).toBe(true);
    expect(formatRut(RUT_EXAMPLE)).toBe(RUT_EXAMPLE);
  });
});
