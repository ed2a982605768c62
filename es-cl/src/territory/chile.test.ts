import { describe, expect, it } from 'vitest';
import { communes, communesOf, provinces, provincesOf, regions } from './chile.ts';

describe("Chile's territory", () => {
  it('has the 16 regions, 56 provinces and 346 communes of the official division', () => {
    expect(regions).toHaveLength(16);
    expect(Object.keys(provinces)).toHaveLength(56);
    expect(communes).toHaveLength(346);
  });

  it('places every commune in a province of its region, with unique codes', () => {
    const regionCodes = new Set(regions.map((region) => region.codigo));
    for (const commune of communes) {
      expect(provinces[commune.provincia], commune.nombre).toBeDefined();
      expect(regionCodes.has(commune.region), commune.nombre).toBe(true);
      expect(commune.provincia.startsWith(commune.region)).toBe(true);
    }
    expect(new Set(communes.map((commune) => commune.codigo)).size).toBe(communes.length);
  });

  it('lists the provinces of a region and the communes of a province', () => {
    expect(provincesOf('13').map((province) => province.nombre)).toContain('Santiago');
    expect(provincesOf('8').map((province) => province.codigo)).toEqual(['081', '082', '083']);
    const santiago = communesOf('131').map((commune) => commune.nombre);
    expect(santiago).toContain('Las Condes');
    expect(santiago).not.toContain('Puente Alto');
  });
});
