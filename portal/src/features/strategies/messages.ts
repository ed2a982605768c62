/** Inversión por Objetivos (spec 2 /ffmm/inviertePorObjetivos). */

export { states } from '../api-state/messages.ts';

export const page = {
  /** The shell's name of the route. */
  title: 'Inversión por Objetivos',
  intro:
    'Defina una meta, un plazo y cuánto puede aportar: le mostramos cómo podría crecer su inversión con la cartera de cada perfil, y puede invertir en sus fondos desde aquí.',
} as const;

export const form = {
  title: 'Su plan',
  objective: 'Objetivo',
  goal: 'Meta',
  years: 'Plazo en años',
  yearsHint: 'Entre 1 y 40 años.',
  initial: 'Inversión inicial',
  monthly: 'Aporte mensual',
  profile: 'Perfil de riesgo',
  yours: (name: string) => `${name} (su perfil)`,
  simulate: 'Simular',
  simulating: 'Simulando...',
  chooseObjective: 'Seleccione el objetivo.',
  enterGoal: 'Ingrese la meta.',
  enterYears: 'Ingrese un plazo entre 1 y 40 años.',
  chooseProfile: 'Seleccione el perfil de riesgo.',
} as const;

export const result = {
  title: 'Resultado de la simulación',
  chart: 'Proyección de su inversión',
  reaches: (years: number, value: string) =>
    `En el escenario esperado, en ${years} ${years === 1 ? 'año' : 'años'} reuniría ${value}: alcanza su meta.`,
  falls: (years: number, value: string, monthly: string) =>
    `En el escenario esperado, en ${years} ${years === 1 ? 'año' : 'años'} reuniría ${value}. Para alcanzar su meta, aporte ${monthly} al mes.`,
  useSuggested: 'Usar el aporte sugerido',
  allocation: 'Cartera sugerida',
  fund: 'Fondo',
  weight: 'Peso',
  initial: 'Inversión inicial',
  monthly: 'Aporte mensual',
  invest: 'Invertir',
  investIn: (fund: string) => `Invertir en ${fund}`,
  assumptions: 'Supuestos',
  rates: (p: string, e: string, o: string) =>
    `Rentabilidad anual: pesimista ${p}, esperada ${e}, optimista ${o}.`,
  failed: 'No pudimos simular su plan. Sus datos se mantienen: puede reintentar.',
  retry: 'Reintentar',
} as const;

export const save = {
  name: 'Nombre de la estrategia',
  action: 'Guardar estrategia',
  saving: 'Guardando...',
  saved: (name: string) => `Estrategia «${name}» guardada.`,
  failed: 'No pudimos guardar la estrategia. Su plan se mantiene: puede reintentar.',
  enterName: 'Ingrese un nombre para la estrategia.',
} as const;

export const saved = {
  title: 'Mis estrategias',
  empty: 'Aún no ha guardado estrategias.',
  open: 'Abrir',
  openLabel: (name: string) => `Abrir la estrategia ${name}`,
  remove: 'Eliminar',
  removeLabel: (name: string) => `Eliminar la estrategia ${name}`,
  confirmTitle: 'Eliminar estrategia',
  confirmBody: (name: string) =>
    `¿Eliminar la estrategia «${name}»? Esta acción no se puede deshacer.`,
  confirm: 'Eliminar estrategia',
  keep: 'No eliminar',
  removed: (name: string) => `Estrategia «${name}» eliminada.`,
  summary: (objective: string, goal: string, years: number) =>
    `${objective}: ${goal} en ${years} ${years === 1 ? 'año' : 'años'}`,
} as const;
