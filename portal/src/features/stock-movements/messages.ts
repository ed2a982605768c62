// Movimientos y dividendos (spec 7 "movements" and "dividends"): the spec shows no texts for this
// screen; these are the firm's.

export const page = {
  title: 'Movimientos y dividendos',
  back: 'Volver a Acciones',
  intro: 'Sus compras y ventas de acciones y los dividendos que recibió, en el período que elija.',
  filterLabel: 'Período de los movimientos y dividendos',
  periodShown: (from: string, to: string) => `Movimientos y dividendos del ${from} al ${to}.`,
  lastDays: 'Ver últimos 30 días',
} as const;

export const movements = {
  title: 'Movimientos',
  empty: 'No registra compras, ventas ni dividendos de acciones en este período.',
  columns: {
    date: 'Fecha',
    settlement: 'Liquidación',
    type: 'Tipo',
    share: 'Acción',
    quantity: 'Cantidad',
    price: 'Precio',
    amount: 'Monto',
    account: 'Cuenta',
  },
  types: { compra: 'Compra', venta: 'Venta', dividendo: 'Dividendo' },
} as const;

export const dividends = {
  title: 'Dividendos',
  empty: 'No recibió dividendos en este período.',
  columns: {
    recordDate: 'Fecha de registro',
    share: 'Acción',
    shares: 'Acciones',
    perShare: 'Por acción',
    amount: 'Monto',
    account: 'Cuenta',
  },
  total: 'Total de dividendos',
} as const;
