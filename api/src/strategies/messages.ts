// The Spanish answers and assumptions of the strategy calls (the spec gives none).
import { formatPercent } from '@inversiones/es-cl';

/** Basis points as the es-CL kit writes percentages: 523 -> '5,23 %'. */
const percent = (bps: number) => formatPercent(bps / 100);

export const strategyMessages = {
  objectiveNotFound: 'El objetivo de inversión indicado no existe.',
  notFound: 'La estrategia no existe o no pertenece a su perfil.',
  tooMany: (max: number) =>
    `Puede guardar hasta ${max} estrategias. Elimine una para guardar otra.`,
  percent,
  assumptions: (f: {
    profile: string;
    asOf: string;
    expectedBps: number;
    volatilityBps: number;
    spreadBps: number;
    years: number;
    pessimisticBps: number;
    optimisticBps: number;
  }) => [
    `Rentabilidad anual esperada de ${percent(f.expectedBps)}: el promedio ponderado de la rentabilidad anualizada de los últimos 5 años, al ${f.asOf}, de los fondos de la cartera ${f.profile}. Rentabilidades pasadas no garantizan rentabilidades futuras.`,
    `Escenarios pesimista y optimista: la rentabilidad esperada menos y más la volatilidad anual de la cartera (${percent(f.volatilityBps)}) dividida por la raíz del plazo (${f.years} ${f.years === 1 ? 'año' : 'años'}), es decir ${percent(f.pessimisticBps)} y ${percent(f.optimisticBps)} anual. Alrededor de 2 de cada 3 resultados quedarían entre ambos.`,
    'La volatilidad de la cartera es el promedio ponderado de la de sus fondos, sin considerar el beneficio de la diversificación: una estimación prudente.',
    'Aportes mensuales al final de cada mes y capitalización mensual. Montos nominales en pesos: no descuentan la inflación ni impuestos; las remuneraciones de los fondos ya están descontadas del valor cuota.',
  ],
} as const;
