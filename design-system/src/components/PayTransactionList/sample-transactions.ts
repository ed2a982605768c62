// Fixed sample transactions for stories and tests (no Date.now(): instants are written out).
import type { PayTransaction } from './PayTransactionList.tsx';

export const sampleTransactions: PayTransaction[] = [
  {
    id: 'p1',
    createdAt: '2026-11-27T12:05:00-03:00',
    bankName: 'Banco Andino',
    amount: 500000,
    currency: 'CLP',
    purpose: 'Abono a Cuenta Corriente',
    statusId: 1,
    canCancel: true,
  },
  {
    id: 'p2',
    createdAt: '2026-11-26T09:41:00-03:00',
    bankName: 'Banco del Pacífico Sur',
    amount: 1250000,
    currency: 'CLP',
    purpose: 'Inversión en Fondo Mutuo Renta Local',
    statusId: 3,
    canCancel: false,
  },
  {
    id: 'p3',
    createdAt: '2026-11-20T16:12:00-03:00',
    bankName: 'Banco del Estado de Chile',
    amount: 3200.5,
    currency: 'USD',
    purpose: 'Abono a Cuenta Corriente en dólares',
    statusId: 5,
    canCancel: false,
  },
  {
    id: 'p4',
    createdAt: '2026-11-18T11:30:00-03:00',
    bankName: 'Banco Andino',
    amount: 80000,
    currency: 'CLP',
    purpose: 'Abono a Cuenta Corriente',
    statusId: 8,
    canCancel: false,
  },
  {
    id: 'p5',
    createdAt: '2026-11-10T10:02:00-03:00',
    bankName: 'Banco Cordillera',
    amount: 2000000,
    currency: 'CLP',
    purpose: 'Inversión en Fondo Mutuo Renta Local',
    statusId: 7,
    canCancel: false,
  },
  {
    id: 'p6',
    createdAt: '2026-11-03T13:15:00-03:00',
    bankName: 'Banco del Pacífico Sur',
    amount: 150000,
    currency: 'CLP',
    purpose: 'Abono a Cuenta Corriente',
    statusId: 2,
    canCancel: true,
  },
];

/** Twelve transactions (two pages of ten): the samples twice, a week apart. */
export const sampleManyTransactions: PayTransaction[] = [
  ...sampleTransactions,
  ...sampleTransactions.map((transaction, index) => ({
    ...transaction,
    id: `${transaction.id}-b`,
    createdAt: `2026-10-${String(27 - index * 3).padStart(2, '0')}T10:00:00-03:00`,
    statusId: [4, 5, 6, 4, 5, 4][index]!,
    canCancel: false,
  })),
];
