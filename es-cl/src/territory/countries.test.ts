import { describe, expect, it } from 'vitest';
import { countries, isChile } from './countries.ts';

describe('the countries offered', () => {
  it('lists Chile first, each country once, with its dialing prefix', () => {
    expect(countries[0]).toEqual({ codigo: 'CL', nombre: 'Chile', prefijo: '56' });
    const codes = countries.map((country) => country.codigo);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of countries) expect(country.prefijo).toMatch(/^\d{1,3}$/);
  });

  it("recognises Chile by its ISO code in any case and by the services' numeric codes", () => {
    expect(['CL', 'cl', '152', '1'].map(isChile)).toEqual([true, true, true, true]);
    expect(['AR', '32', ''].map(isChile)).toEqual([false, false, false]);
  });
});
