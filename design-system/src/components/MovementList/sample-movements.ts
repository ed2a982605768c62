// Fixed sample movements for stories and tests (no Date.now(): dates are written out).
import type { FundMovement } from './MovementList.tsx';

export const sampleMovements: FundMovement[] = [
  { id: 't1', date: '2026-11-18', type: 'Inversión', folio: 4587123, amount: 1500000 },
  { id: 't2', date: '2026-11-05', type: 'Rescate', folio: 4581990, amount: -350000 },
  { id: 't3', date: '2026-10-28', type: 'Inversión', folio: 4575211, amount: 250000 },
  { id: 't4', date: '2026-10-15', type: 'Rescate programado', folio: 4570002, amount: -120000 },
  { id: 't5', date: '2026-09-30', type: 'Dividendo reinvertido', folio: 4561874, amount: 18432 },
  { id: 't6', date: '2026-09-02', type: 'Inversión', folio: 4550310, amount: 2000000 },
];

export const sampleInTransit: FundMovement[] = [
  {
    id: 'x1',
    date: '2026-11-20',
    type: 'Inversión',
    folio: 4590011,
    amount: 800000,
    fundName: 'Fondo Mutuo Renta Chile',
  },
  {
    id: 'x2',
    date: '2026-11-20',
    type: 'Rescate',
    folio: 4590017,
    amount: -450000,
    fundName: 'Fondo Mutuo Acciones Latinoamericanas',
    afterHours: true,
  },
];
