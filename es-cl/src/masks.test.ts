// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskRut } from './masks.ts';
import { formatRut, rutCheckDigit } from './rut.ts';

describe('maskRut', () => {
  it('replaces the last 3 characters of the display form with asterisks', () => {
    expect(maskRut('12.345.678-5')).toBe('12.345.67***');
    expect(maskRut('123456785')).toBe('12.345.67***');
    expect(maskRut('1.000.005-K')).toBe('1.000.00***');
    expect(maskRut('')).toBe('');
  });

  it('never shows a character of a value of 3 or fewer', () => {
    expect(maskRut('1-9')).toBe('***');
    expect(maskRut('AB')).toBe('***');
  });

  it('never reveals the hidden characters: they do not change the output', () => {
    const base = fc.integer({ min: 100_000, max: 9_999_999 }).map(String);
    fc.assert(
      fc.property(
        base,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(...'0123456789K'),
        fc.constantFrom(...'0123456789K'),
        (start, lastA, lastB, dvA, dvB) => {
          const a = maskRut(`${start}${lastA}${dvA}`);
          const b = maskRut(`${start}${lastB}${dvB}`);
          return a === b && a.endsWith('***') && !a.slice(0, -3).includes('*');
        },
      ),
    );
  });

  it('shows the display form up to the hidden tail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), (body) => {
        const rut = formatRut(`${body}${rutCheckDigit(String(body))}`);
        return maskRut(rut) === `${rut.slice(0, -3)}***`;
      }),
    );
  });
});

describe('maskEmail', () => {
  it.each([
    ['juan.perez@gmail.com', 'jua***@g***.com'],
    ['mp@empresa.cl', 'mp***@e***.cl'],
    ['contacto@inversiones.com.cl', 'con***@i***.com.cl'],
    ['ana@localhost', 'ana***@l***'],
  ])('%s is shown as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('returns a value without @ unchanged', () => {
    expect(maskEmail('sin-arroba')).toBe('sin-arroba');
    expect(maskEmail('')).toBe('');
  });

  it('never reveals the hidden characters of the local part and the domain name', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{3}$/),
        label,
        label,
        fc.stringMatching(/^[a-z]$/),
        label,
        label,
        fc.stringMatching(/^(\.[a-z]{2,3}){1,2}$/),
        (shown, hiddenA, hiddenB, first, domainA, domainB, rest) => {
          const a = maskEmail(`${shown}${hiddenA}@${first}${domainA}${rest}`);
          const b = maskEmail(`${shown}${hiddenB}@${first}${domainB}${rest}`);
          return a === b && a === `${shown}***@${first}***${rest}`;
        },
      ),
    );
  });
});
