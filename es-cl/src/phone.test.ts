// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { phoneLengthError, phoneNationalNumber } from './phone.ts';

describe('phone numbers', () => {
  it('keeps every digit of a Chilean mobile typed with its country code', () => {
    expect(phoneNationalNumber('+56 9 8765 4321', '56')).toBe('987654321');
    expect(phoneNationalNumber('56987654321', '56')).toBe('987654321');
    expect(phoneNationalNumber('+56 (2) 2345-6789', '+56')).toBe('223456789');
  });

  it('keeps a national number as typed, and the stored value round-trips', () => {
    expect(phoneNationalNumber('9 8765 4321', '56')).toBe('987654321');
    expect(phoneNationalNumber(phoneNationalNumber('+56 9 8765 4321', '56'), '56')).toBe(
      '987654321',
    );
    // A national number that starts like the code is not cut.
    expect(phoneNationalNumber('569876543', '56')).toBe('569876543');
  });

  it('cuts nothing else: a wrong length stays visible to be reported', () => {
    expect(phoneNationalNumber('9876543210', '56')).toBe('9876543210');
    expect(phoneNationalNumber('+54 9 11 2345 6789', '56')).toBe('5491123456789');
    expect(phoneNationalNumber('1'.repeat(40), '56')).toHaveLength(15);
  });

  it('says in Spanish when the length is wrong', () => {
    expect(phoneLengthError('987654321')).toBeNull();
    expect(phoneLengthError('98765432')).toBe('Ingrese un número de 9 dígitos');
    expect(phoneLengthError('9876543210')).toBe('Ingrese un número de 9 dígitos');
    expect(phoneLengthError('1234567', 8, 9)).toBe('Ingrese un número de entre 8 y 9 dígitos');
  });
});
