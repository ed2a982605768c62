import { describe, expect, it } from 'vitest';
import { pageKeyOf } from './page-key.ts';

describe('what counts as a new page', () => {
  it('folds the tabs of Mis Fondos into their screen, so focus stays on the tab', () => {
    expect(pageKeyOf('/ffmm/misFondos')).toBe('/ffmm/misFondos');
    expect(pageKeyOf('/ffmm/misFondos/misMovimientos')).toBe('/ffmm/misFondos');
    expect(pageKeyOf('/ffmm/misFondos/porPeriodo/resultados')).toBe('/ffmm/misFondos');
  });

  it('keeps every other path a page of its own', () => {
    expect(pageKeyOf('/ffmm/fondos/8004/A')).toBe('/ffmm/fondos/8004/A');
    expect(pageKeyOf('/ffmm/misFondosViejos')).toBe('/ffmm/misFondosViejos');
    expect(pageKeyOf('/')).toBe('/');
  });
});
