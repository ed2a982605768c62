// The investment objectives and the model portfolio of each investor profile (CLP funds, series
// A): each fund within the profile's risk (profile-fit.ts), so following a model never needs an
// acceptance.
import type { strategies } from '@inversiones/contract';

export const objectives: readonly strategies.Objective[] = [
  {
    id: 'vivienda',
    name: 'Comprar una vivienda',
    description: 'Reunir el pie de su casa o departamento.',
    suggestedYears: 5,
  },
  {
    id: 'educacion',
    name: 'Educación',
    description: 'Financiar estudios propios o de sus hijos.',
    suggestedYears: 10,
  },
  {
    id: 'jubilacion',
    name: 'Jubilación',
    description: 'Complementar su pensión con un ahorro propio.',
    suggestedYears: 25,
  },
  {
    id: 'viaje',
    name: 'Viajar',
    description: 'El viaje o la experiencia que está planificando.',
    suggestedYears: 2,
  },
  {
    id: 'emergencia',
    name: 'Fondo de emergencia',
    description: 'Tener a mano entre 3 y 6 meses de gastos.',
    suggestedYears: 1,
  },
  {
    id: 'patrimonio',
    name: 'Hacer crecer mi patrimonio',
    description: 'Invertir a largo plazo, sin una meta fija.',
    suggestedYears: 15,
  },
];

export type ProfileName = strategies.Plan['profile'];

export interface ModelPortfolio {
  profile: ProfileName;
  description: string;
  /** Fund series (catalogue ids) and their weights in basis points, adding up to 10.000. */
  funds: readonly { seriesId: string; weightBps: number }[];
}

export const modelPortfolios: readonly ModelPortfolio[] = [
  {
    profile: 'Conservador',
    description: 'Prioriza preservar el capital: liquidez y deuda de corto plazo.',
    funds: [
      { seriesId: 'FM-LIQUIDEZ-PESOS-A', weightBps: 4_000 },
      { seriesId: 'FM-RENTA-CHILE-A', weightBps: 6_000 },
    ],
  },
  {
    profile: 'Moderado',
    description: 'Equilibra rentabilidad y riesgo: deuda de mediano plazo y fondos mixtos.',
    funds: [
      { seriesId: 'FM-RENTA-CHILE-A', weightBps: 2_000 },
      { seriesId: 'FM-RENTA-LARGO-PLAZO-A', weightBps: 3_000 },
      { seriesId: 'FM-BALANCEADO-MODERADO-A', weightBps: 5_000 },
    ],
  },
  {
    profile: 'Agresivo',
    description: 'Busca más rentabilidad a largo plazo y acepta alta volatilidad: acciones.',
    funds: [
      { seriesId: 'FM-BALANCEADO-AGRESIVO-A', weightBps: 3_000 },
      { seriesId: 'FM-ACCIONES-CHILE-A', weightBps: 4_000 },
      { seriesId: 'FM-ACCIONES-CHILE-SMALL-CAP-A', weightBps: 3_000 },
    ],
  },
];

export const modelOf = (profile: ProfileName): ModelPortfolio =>
  modelPortfolios.find((model) => model.profile === profile) as ModelPortfolio;
