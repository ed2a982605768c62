// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidSerialFormat, normalizeSerial, serialEqualsRut } from './serial.ts';

describe('serial number', () => {
  it('removes dots and spaces and upper-cases letters', () => {
    expect(normalizeSerial('106.543.210')).toBe('106543210');
    expect(normalizeSerial('a 012.345.678')).toBe('A012345678');
  });

  it.each(['106.543.210', '106543210', 'A012345678', 'a012345678'])('accepts %s', (serial) => {
    expect(isValidSerialFormat(serial)).toBe(true);
  });

  it.each(['', 'AB12345', '12345A', '12-345', 'Ñ12345', '.'])('rejects "%s"', (serial) => {
    expect(isValidSerialFormat(serial)).toBe(false);
  });

  it('detects a serial equal to the rut entered (rutEntered)', () => {
    expect(serialEqualsRut('123456785', '12.345.678-5')).toBe(true);
    expect(serialEqualsRut('106543210', '12.345.678-5')).toBe(false);
    expect(serialEqualsRut('', '')).toBe(false);
  });

  it('is idempotent and keeps every optional-letter-then-digits serial valid', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]?[0-9.]*[0-9][0-9.]*$/), (serial) => {
        const normalized = normalizeSerial(serial);
        return (
          normalizeSerial(normalized) === normalized &&
          !normalized.includes('.') &&
          isValidSerialFormat(serial)
        );
      }),
    );
  });
});
