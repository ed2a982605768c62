import { describe, expect, it } from 'vitest';
import { demoClients } from './db/demo-data.ts';
import { formatRut, isValidRut, normalizeRut, rutCheckDigit } from './rut.ts';

describe('rut helper', () => {
  it.each([
    ['12345678', '5'],
    ['15678432', 'K'],
    ['9876543', '3'],
    ['11111111', '1'],
    ['76086428', '5'],
    ['1', '9'],
    ['14', '0'],
  ])('the check digit of %s is %s', (body, digit) => {
    expect(rutCheckDigit(body)).toBe(digit);
  });

  it('validates with or without dots, hyphen and lower-case k', () => {
    expect(isValidRut('12345678-5')).toBe(true);
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('15678432k')).toBe(true);
    expect(isValidRut('12345678-4')).toBe(false);
    expect(isValidRut('0-0')).toBe(false);
    expect(isValidRut('abc')).toBe(false);
    expect(isValidRut('')).toBe(false);
  });

  it('normalizes to the stored form and formats with dots for display', () => {
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5');
    expect(normalizeRut('15678432k')).toBe('15678432-K');
    expect(formatRut('12345678-5')).toBe('12.345.678-5');
    expect(formatRut('9876543-3')).toBe('9.876.543-3');
    expect(formatRut('76543210-3')).toBe('76.543.210-3');
  });
});

describe('demo data', () => {
  const ruts = demoClients.flatMap((client) => [
    client.rut,
    ...client.profiles.map((profile) => profile.rut),
  ]);

  it.each(ruts)('%s is a valid rut in stored form', (rut) => {
    expect(isValidRut(rut)).toBe(true);
    expect(normalizeRut(rut)).toBe(rut);
  });

  it('covers the roles the portal needs', () => {
    const all = demoClients.flatMap((client) => client.profiles.map((p) => ({ client, p })));
    expect(demoClients.some((c) => c.tipoPersona === 'natural' && c.profiles.length === 1)).toBe(
      true,
    );
    expect(all.some(({ p }) => p.mandataryTypes.some((t) => t.Id === 3))).toBe(true);
    expect(all.some(({ p }) => p.hasTefe && p.mandataryTypes.some((t) => t.Id === 2))).toBe(true);
    expect(demoClients.some((c) => c.profiles.length > 2)).toBe(true);
    expect(demoClients.some((c) => c.pendingWizards)).toBe(true);
    expect(demoClients.some((c) => c.locked)).toBe(true);
    expect(new Set(demoClients.map((c) => c.rut)).size).toBe(demoClients.length);
  });
});
