// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALWAYS_ALLOWED_KEYS, keyFilters } from './key-filters.ts';

describe('keyFilters', () => {
  it('rut takes digits, k, K, dot and hyphen', () => {
    for (const key of [...'0123456789kK.-']) expect(keyFilters.rut(key), key).toBe(true);
    for (const key of [...'aZ ,/+eñ']) expect(keyFilters.rut(key), key).toBe(false);
  });

  it('numeric and bank account take digits only', () => {
    for (const filter of [keyFilters.numeric, keyFilters.bankAccount]) {
      expect(filter('7')).toBe(true);
      for (const key of [...'.,-ka ']) expect(filter(key), key).toBe(false);
    }
  });

  it('serial takes letters, digits and dot', () => {
    for (const key of [...'aZ09.']) expect(keyFilters.serial(key), key).toBe(true);
    for (const key of [...'-, /']) expect(keyFilters.serial(key), key).toBe(false);
  });

  it('amounts take digits, and the decimal comma only with decimals', () => {
    expect(keyFilters.amount(',')).toBe(false);
    expect(keyFilters.amountWithDecimals(',')).toBe(true);
    expect(keyFilters.amountWithDecimals('.')).toBe(false);
  });

  it('always allows tab, arrows, backspace and escape, and shortcuts such as paste', () => {
    for (const filter of Object.values(keyFilters)) {
      for (const key of ALWAYS_ALLOWED_KEYS) expect(filter(key), key).toBe(true);
      expect(filter({ key: 'v', ctrlKey: true })).toBe(true);
      expect(filter({ key: 'v', metaKey: true })).toBe(true);
      expect(filter({ key: '/' })).toBe(false);
      // AltGr (Ctrl+Alt on Windows) types characters: still filtered.
      expect(filter({ key: '/', ctrlKey: true, altKey: true })).toBe(false);
      expect(filter('Enter')).toBe(true);
    }
  });

  it('never lets a printable character other than the allowed ones through', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }), (key) => {
        return (
          keyFilters.numeric(key) === /^\d$/.test(key) &&
          keyFilters.rut(key) === /^[\dkK.-]$/.test(key)
        );
      }),
    );
  });
});
