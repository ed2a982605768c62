// The research department's portfolio of 7 suggested shares (spec 9), revised each month.
import type { IsoDate } from '../market/iso-date.ts';

export interface SuggestedShare {
  ticker: string;
  /** Weight in percentage points; the seven add up to 100. */
  weight: number;
  thesis: string;
}

/** Chosen: the revision date is the first day of the month (the desk revises it then). */
export const revisedOn = (today: IsoDate): IsoDate => `${today.slice(0, 8)}01`;

export const researchPortfolio: readonly SuggestedShare[] = [
  {
    ticker: 'SQM-B',
    weight: 18,
    thesis:
      'Líder mundial en litio con costos bajos; la recuperación del precio del litio sostiene sus márgenes.',
  },
  {
    ticker: 'CHILE',
    weight: 17,
    thesis:
      'Banco con la mejor rentabilidad sobre patrimonio del sistema y un dividendo atractivo.',
  },
  {
    ticker: 'COPEC',
    weight: 15,
    thesis:
      'Holding diversificado en combustibles y forestal, con valorización bajo su promedio histórico.',
  },
  {
    ticker: 'CENCOSUD',
    weight: 14,
    thesis: 'Supermercados en la región con mejora de márgenes y un balance más sólido.',
  },
  {
    ticker: 'CMPC',
    weight: 13,
    thesis: 'Celulosa y papeles con ciclo de precios favorable y disciplina en inversiones.',
  },
  {
    ticker: 'ENELCHILE',
    weight: 12,
    thesis: 'Generación renovable con contratos de largo plazo que dan flujos estables.',
  },
  {
    ticker: 'PARAUCO',
    weight: 11,
    thesis: 'Centros comerciales con ocupación alta y crecimiento en Perú y Colombia.',
  },
];
