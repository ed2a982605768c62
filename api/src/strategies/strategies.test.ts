// Invest by objectives through the API: objectives, model portfolios, the simulator, and the
// saved strategies (PGlite, or PostgreSQL with DATABASE_URL).
import { strategies as contract } from '@inversiones/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CAMILA, RODRIGO } from '../ledger/demo-ledger.ts';
import { useDemoApp } from '../test-support/demo-app.ts';
import { MARKET_TEST_NOW } from '../test-support/market-day.ts';
import { readEndpoint as read } from '../test-support/read-endpoint.ts';
import type { TestBrowser } from '../test-support/browser.ts';

const demo = useDemoApp({ now: () => MARKET_TEST_NOW });
const RODRIGO_OWN = '2001';

const plan: contract.Plan = {
  objectiveId: 'vivienda',
  goal: 20_000_000,
  years: 5,
  initialAmount: 2_000_000,
  monthlyAmount: 200_000,
  profile: 'Moderado',
};

async function send(browser: TestBrowser, method: string, path: string, body?: unknown) {
  const response = await browser.call(method, path, body === undefined ? {} : { body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('strategies by objective', () => {
  it('lists the objectives and the three model portfolios, Camila’s profile marked', async () => {
    const camila = await demo.as(CAMILA);
    const { objectives } = await read(camila, contract.objectives, '/ffmm/estrategias/objetivos');
    expect(objectives.map((o) => o.id)).toContain('vivienda');
    const answer = await read(camila, contract.riskProfiles, '/ffmm/estrategias/perfilesRiesgo');
    expect(answer.asOf).toBe('2026-11-27');
    expect(answer.profiles.map((p) => [p.id, p.current])).toEqual([
      ['Conservador', false],
      ['Moderado', true],
      ['Agresivo', false],
    ]);
    for (const profile of answer.profiles) {
      const weights = profile.allocation.reduce((sum, a) => sum + Math.round(a.weight * 100), 0);
      expect(weights).toBe(10_000);
    }
    // More risk, more expected return and more volatility, in the seeded market.
    const [c, m, a] = answer.profiles;
    expect(c!.volatility).toBeLessThan(m!.volatility);
    expect(m!.volatility).toBeLessThan(a!.volatility);
    // No model fund is riskier than its profile admits (no acceptance needed to follow it).
    expect(Math.max(...c!.allocation.map((f) => f.riskLevel))).toBeLessThanOrEqual(2);
    expect(Math.max(...m!.allocation.map((f) => f.riskLevel))).toBeLessThanOrEqual(4);
  });

  it('simulates a plan: yearly scenarios, the monthly amount that reaches the goal, the split and the assumptions', async () => {
    const camila = await demo.as(CAMILA);
    const { status, body } = await send(camila, 'POST', '/ffmm/estrategias/simulacion', plan);
    expect(status, JSON.stringify(body)).toBe(200);
    const simulation = contract.simulationSchema.parse(body);
    expect(simulation.points).toHaveLength(6);
    expect(simulation.points[0]?.expected.amount).toBe(2_000_000);
    expect(simulation.points[5]?.contributed.amount).toBe(2_000_000 + 200_000 * 60);
    for (const point of simulation.points) {
      expect(point.pessimistic.amount).toBeLessThanOrEqual(point.expected.amount);
      expect(point.expected.amount).toBeLessThanOrEqual(point.optimistic.amount);
    }
    expect(simulation.reachesGoal).toBe((simulation.points[5]?.expected.amount ?? 0) >= plan.goal);
    // The suggested amount reaches the goal when simulated.
    const suggested = await send(camila, 'POST', '/ffmm/estrategias/simulacion', {
      ...plan,
      monthlyAmount: simulation.suggestedMonthly.amount,
    });
    expect(suggested.body.reachesGoal).toBe(true);
    // The first investment and the month split across the portfolio, to the peso.
    expect(simulation.allocation.reduce((sum, a) => sum + a.initialAmount.amount, 0)).toBe(
      2_000_000,
    );
    expect(simulation.allocation.reduce((sum, a) => sum + a.monthlyAmount.amount, 0)).toBe(200_000);
    expect(simulation.assumptions.join(' ')).toMatch(/Rentabilidades pasadas no garantizan/);
    expect(simulation.assumptions[0]).toContain('27/11/2026');
  });

  it('refuses an unknown objective, a horizon beyond 40 years and a negative amount', async () => {
    const camila = await demo.as(CAMILA);
    const bad = [
      [{ ...plan, objectiveId: 'casino' }, 422],
      [{ ...plan, years: 41 }, 400],
      [{ ...plan, monthlyAmount: -1 }, 400],
      [{ ...plan, goal: 1.5 }, 400],
    ] as const;
    for (const [body, status] of bad) {
      expect((await send(camila, 'POST', '/ffmm/estrategias/simulacion', body)).status).toBe(
        status,
      );
    }
  });

  it('saves, replaces, lists and deletes a strategy; another client can neither see nor delete it', async () => {
    const camila = await demo.as(CAMILA);
    const id = randomUUID();
    const saved = await send(camila, 'PUT', `/ffmm/estrategias/${id}`, {
      ...plan,
      name: 'Pie del depto',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ id, name: 'Pie del depto', goal: 20_000_000 });
    const replaced = await send(camila, 'PUT', `/ffmm/estrategias/${id}`, {
      ...plan,
      goal: 25_000_000,
      name: 'Pie del departamento',
    });
    expect(replaced.body).toMatchObject({ id, name: 'Pie del departamento', goal: 25_000_000 });
    const list = await read(camila, contract.savedStrategies, '/ffmm/estrategias');
    expect(list.strategies.filter((s) => s.id === id)).toHaveLength(1);

    const rodrigo = await demo.as(RODRIGO, RODRIGO_OWN);
    const theirs = await read(rodrigo, contract.savedStrategies, '/ffmm/estrategias');
    expect(theirs.strategies.some((s) => s.id === id)).toBe(false);
    expect((await send(rodrigo, 'DELETE', `/ffmm/estrategias/${id}`)).status).toBe(404);

    expect((await send(camila, 'DELETE', `/ffmm/estrategias/${id}`)).body).toEqual({ ok: true });
    expect((await send(camila, 'DELETE', `/ffmm/estrategias/${id}`)).status).toBe(404);
    expect((await send(camila, 'DELETE', '/ffmm/estrategias/no-es-un-uuid')).status).toBe(404);
  });

  it('keeps at most 20 strategies a profile', async () => {
    const rodrigo = await demo.as(RODRIGO, RODRIGO_OWN);
    for (let i = 0; i < contract.MAX_SAVED; i++) {
      const answer = await send(rodrigo, 'PUT', `/ffmm/estrategias/${randomUUID()}`, {
        ...plan,
        name: `Meta ${i + 1}`,
      });
      expect(answer.status).toBe(200);
    }
    const over = await send(rodrigo, 'PUT', `/ffmm/estrategias/${randomUUID()}`, {
      ...plan,
      name: 'Una más',
    });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(
      'Puede guardar hasta 20 estrategias. Elimine una para guardar otra.',
    );
  });
});
