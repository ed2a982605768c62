// Camila's total (the holdings of private/sample-portfolio.ts) and its four periods' figures.
import { sampleAsOf, sampleTotals, sampleUsdRate } from '../private/sample-portfolio.ts';

export { sampleAsOf, sampleUsdRate };

export const sampleTotal = sampleTotals.totalClp;
export const sampleUsdTotal = sampleTotals.USD;

/** The spec's four periods, verbatim, with the change in pesos and the profitability. */
export const samplePeriods = [
  { key: 'ytd', value: 'Año en Curso', variation: 3187420, profitability: 5.75 },
  { key: '12m', value: 'Últimos 12 Meses', variation: 4012388, profitability: 7.35 },
  { key: 'mtd', value: 'Mes en Curso', variation: -218904, profitability: -0.37 },
  { key: 'custom', value: 'Período Seleccionado', variation: 1250000, profitability: 2.18 },
] as const;
