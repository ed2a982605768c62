// Camila's portfolio (the holdings of private/sample-portfolio.ts) by three dimensions, in pesos
// (USD at the dólar observado): each dimension adds up to the same $58.608.262.
import type { AllocationSlice } from './allocation.ts';

export const byAssetClass: AllocationSlice[] = [
  { id: 'money-market', label: 'Money market', amount: 4328641 },
  { id: 'rf-nacional', label: 'Renta fija nacional', amount: 13758649 },
  { id: 'balanceado', label: 'Balanceado', amount: 13284866 },
  { id: 'rv-nacional', label: 'Renta variable nacional', amount: 10262942 },
  { id: 'rv-internacional', label: 'Renta variable internacional', amount: 6943281 },
  { id: 'rf-internacional', label: 'Renta fija internacional', amount: 10029883 },
];

export const byCurrency: AllocationSlice[] = [
  { id: 'CLP', label: 'Pesos chilenos (CLP)', amount: 41635098 },
  { id: 'USD', label: 'Dólares (USD)', amount: 16973164 },
];

export const byProduct: AllocationSlice[] = [
  { id: 'ffmm', label: 'Fondos Mutuos', amount: 45323396 },
  { id: 'apv', label: 'APV', amount: 13284866 },
];

export const allocationTotal = 58608262;

/** Twelve funds: the chart shows eight and groups the four smallest as 'Otros'. */
export const byFund: AllocationSlice[] = [
  { id: 'f1', label: 'Fondo Mutuo Deuda Corto Plazo', amount: 9100000 },
  { id: 'f2', label: 'Fondo Mutuo Balanceado Moderado', amount: 8200000 },
  { id: 'f3', label: 'Fondo Mutuo Acciones Chilenas', amount: 7300000 },
  { id: 'f4', label: 'Fondo Mutuo Renta Internacional', amount: 6400000 },
  { id: 'f5', label: 'Fondo Mutuo Global Equity Dólar', amount: 5500000 },
  { id: 'f6', label: 'Fondo Mutuo Money Market', amount: 4600000 },
  { id: 'f7', label: 'Fondo Mutuo Deuda Largo Plazo', amount: 3700000 },
  { id: 'f8', label: 'Fondo Mutuo Latinoamericano', amount: 2800000 },
  { id: 'f9', label: 'Fondo Mutuo Asia Emergente', amount: 1900000 },
  { id: 'f10', label: 'Fondo Mutuo Europa', amount: 1000000 },
  { id: 'f11', label: 'Fondo Mutuo Inmobiliario', amount: 500000 },
  { id: 'f12', label: 'Fondo Mutuo Ahorro Plus', amount: 100000 },
];

/** A fund's composition: shares in percentage points (4 decimals) that add to 100. */
export const composition: AllocationSlice[] = [
  { id: 'gobierno', label: 'Bonos de gobierno', amount: 41.3305 },
  { id: 'bancarios', label: 'Bonos bancarios', amount: 27.9102 },
  { id: 'empresa', label: 'Bonos de empresa', amount: 24.6641 },
  { id: 'letras', label: 'Letras hipotecarias', amount: 4.0519 },
  { id: 'caja', label: 'Caja', amount: 2.0433 },
];
