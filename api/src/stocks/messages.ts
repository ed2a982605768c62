// The stock area's texts the spec does not give (ours, in the firm's voice).
import { stocks } from '@inversiones/contract';

export const stocksMessages = stocks.stocksMessages;

/** Spec 7 "disclaimers": shown with every share's detail. */
export const disclaimers = [
  'Los precios se actualizan cada 10 segundos durante la sesión bursátil (09:30 a 16:00, días hábiles) y son referenciales: el precio de ejecución puede ser distinto.',
  'Rentabilidades o ganancias obtenidas en el pasado no garantizan que ellas se repitan en el futuro. Los valores de las acciones son variables.',
  'Las acciones de baja presencia bursátil solo se transan con precio límite.',
  'Altamira Corredores de Bolsa S.A. es fiscalizada por la Comisión para el Mercado Financiero (CMF).',
] as const;
