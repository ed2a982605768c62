import type { OrderComment, SigningOrder } from './signing-order.ts';

/** Fixed orders to sign: forward, international market, MLT and simultaneous. */
export const ordersToSign: SigningOrder[] = [
  {
    folio: '100234',
    date: '20240315',
    instrument: 'Forward USD/CLP compra',
    amount: 125_000_000,
    currency: 'CLP',
    documentType: 'contract',
  },
  {
    folio: '100241',
    date: '20240318',
    instrument: 'Acciones Apple Inc. (AAPL)',
    amount: 12_345.67,
    currency: 'USD',
    documentType: 'contract',
    matchesProfile: false,
  },
  {
    folio: '100257',
    date: '20240320',
    instrument: 'Fondo Mutuo Renta Chile Serie A',
    amount: 1_234_567,
    currency: 'CLP',
    documentType: 'contract',
  },
  {
    folio: '100263',
    date: '20240321',
    instrument: 'Simultánea SQM-B',
    amount: 48_750_000,
    currency: 'CLP',
    documentType: 'OSIM',
  },
];

/** Fixed signed orders (March 2024). */
export const signedOrders: SigningOrder[] = [
  {
    folio: '099812',
    date: '20240304',
    instrument: 'Forward EUR/CLP venta',
    amount: 80_000_000,
    currency: 'CLP',
  },
  {
    folio: '099845',
    date: '20240308',
    instrument: 'ETF iShares Core S&P 500 (IVV)',
    amount: 5_432.1,
    currency: 'USD',
  },
];

export const orderComments: OrderComment[] = [
  {
    id: 'c1',
    author: 'Ejecutivo de Inversiones',
    comment: 'Orden ingresada según instrucción telefónica del cliente.',
    commentDateTime: '2024-03-18T10:42:00',
  },
  {
    id: 'c2',
    author: 'Cliente',
    comment: 'Confirmo el monto y la fecha de vencimiento.',
    commentDateTime: '2024-03-18T12:05:00',
  },
];
