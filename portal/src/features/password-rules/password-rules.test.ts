import { describe, expect, it } from 'vitest';
import { passwordRules } from './password-rules.ts';

const camila = { rut: '12345678-5', names: ['Camila Andrea Rojas Fuentes'] };
const metOf = (next: string, current = 'Demo.2026') =>
  Object.fromEntries(passwordRules(next, current, camila).map((r) => [r.id, r.met]));

describe('passwordRules', () => {
  it('marks nothing met before anything is typed', () => {
    expect(metOf('')).toEqual({ length: false, rut: false, name: false, different: false });
  });

  it('follows the server: length in characters, rut, names (accents and case aside), current', () => {
    expect(metOf('Trigo.Lento.Faro.92')).toEqual({
      length: true,
      rut: true,
      name: true,
      different: true,
    });
    expect(metOf('corta')).toMatchObject({ length: false });
    // Seven characters, one an emoji: eight UTF-16 units, still too short.
    expect(metOf('abcdef\u{1F600}')).toMatchObject({ length: false });
    expect(metOf('x'.repeat(129))).toMatchObject({ length: false });
    expect(metOf('mi.rut.12.345.678')).toMatchObject({ rut: false });
    expect(metOf('FUENTES-del-sur-88')).toMatchObject({ name: false });
    expect(metOf('Demo.2026')).toMatchObject({ different: false });
  });

  it('leaves out the rules it cannot check (no rut or names known)', () => {
    const ids = passwordRules('algo', '', { rut: null, names: [] }).map((r) => r.id);
    expect(ids).toEqual(['length', 'different']);
  });

  it('has no rule about the current password where there is none (enrolment)', () => {
    const ids = passwordRules('algo', null, camila).map((r) => r.id);
    expect(ids).toEqual(['length', 'rut', 'name']);
  });
});
