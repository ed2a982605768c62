import type { strategies } from '@inversiones/contract';

/** The plan in the URL (a reload or a shared link simulates it again; nothing in web storage). */
export const STRATEGY_PATH = '/ffmm/inviertePorObjetivos';

const Q = {
  objective: 'objetivo',
  goal: 'meta',
  years: 'plazo',
  initial: 'inicial',
  monthly: 'mensual',
  profile: 'perfil',
  strategy: 'estrategia',
} as const;

export interface PlanDraft {
  objectiveId: string | null;
  goal: number | null;
  years: number | null;
  initialAmount: number | null;
  monthlyAmount: number | null;
  profile: strategies.Plan['profile'] | null;
  /** The saved strategy this plan came from (saving replaces it). */
  strategyId: string | null;
}

const PROFILES = ['Conservador', 'Moderado', 'Agresivo'] as const;

const whole = (text: string | null, max: number) => {
  if (text === null || !/^\d{1,11}$/.test(text)) return null;
  const value = Number(text);
  return value <= max ? value : null;
};

export function draftOf(query: URLSearchParams): PlanDraft {
  const profile = query.get(Q.profile);
  const years = whole(query.get(Q.years), 40);
  return {
    objectiveId: query.get(Q.objective),
    goal: whole(query.get(Q.goal), 10_000_000_000),
    years: years && years >= 1 ? years : null,
    initialAmount: whole(query.get(Q.initial), 10_000_000_000),
    monthlyAmount: whole(query.get(Q.monthly), 100_000_000),
    profile: (PROFILES as readonly string[]).includes(profile ?? '')
      ? (profile as strategies.Plan['profile'])
      : null,
    strategyId: query.get(Q.strategy),
  };
}

/** The plan when every field has a value (a goal above zero), else null. */
export function planOf(draft: PlanDraft): strategies.Plan | null {
  const { objectiveId, goal, years, profile } = draft;
  if (!objectiveId || !goal || !years || !profile) return null;
  return {
    objectiveId,
    goal,
    years,
    initialAmount: draft.initialAmount ?? 0,
    monthlyAmount: draft.monthlyAmount ?? 0,
    profile,
  };
}

export function queryOf(draft: PlanDraft): URLSearchParams {
  const query = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') query.set(name, String(value));
  };
  set(Q.objective, draft.objectiveId);
  set(Q.goal, draft.goal);
  set(Q.years, draft.years);
  set(Q.initial, draft.initialAmount);
  set(Q.monthly, draft.monthlyAmount);
  set(Q.profile, draft.profile);
  set(Q.strategy, draft.strategyId);
  return query;
}

/** The invest data step prefilled with one fund of the suggested portfolio. */
export const investHref = (fundId: string, seriesId: string, amount: number) =>
  `/ffmm/invertir?${new URLSearchParams({
    fundId,
    serieId: seriesId,
    ...(amount > 0 ? { monto: String(amount) } : {}),
  }).toString()}`;
