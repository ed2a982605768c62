import { describe, expect, it } from 'vitest';
import { draftOf, investHref, planOf, queryOf } from './plan-query.ts';

describe('the plan in the URL', () => {
  it('round-trips a complete plan and gives it to the simulator', () => {
    const draft = {
      objectiveId: 'vivienda',
      goal: 20_000_000,
      years: 5,
      initialAmount: 2_000_000,
      monthlyAmount: 200_000,
      profile: 'Moderado' as const,
      strategyId: null,
    };
    const query = queryOf(draft);
    expect(query.toString()).toBe(
      'objetivo=vivienda&meta=20000000&plazo=5&inicial=2000000&mensual=200000&perfil=Moderado',
    );
    expect(draftOf(query)).toEqual(draft);
    expect(planOf(draft)).toEqual({
      objectiveId: 'vivienda',
      goal: 20_000_000,
      years: 5,
      initialAmount: 2_000_000,
      monthlyAmount: 200_000,
      profile: 'Moderado',
    });
  });

  it('drops what a tampered URL cannot mean, and an incomplete plan is not simulated', () => {
    const draft = draftOf(
      new URLSearchParams('objetivo=vivienda&meta=-5&plazo=99&inicial=1e9&perfil=Temerario'),
    );
    expect(draft).toMatchObject({ goal: null, years: null, initialAmount: null, profile: null });
    expect(planOf(draft)).toBeNull();
  });

  it('links a suggested fund to the invest data step, prefilled', () => {
    expect(investHref('FM-RENTA-CHILE', 'A', 400_000)).toBe(
      '/ffmm/invertir?fundId=FM-RENTA-CHILE&serieId=A&monto=400000',
    );
    expect(investHref('FM-RENTA-CHILE', 'A', 0)).toBe(
      '/ffmm/invertir?fundId=FM-RENTA-CHILE&serieId=A',
    );
  });
});
