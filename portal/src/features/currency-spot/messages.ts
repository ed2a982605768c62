// Compra y Venta de Divisas (spec 7 "Currency spot"; the spec shows no texts: these are the firm's).
export const page = {
  title: 'Compra y Venta de Divisas',
  intro:
    'Compre y venda dólares entre sus Cuentas Corrientes en pesos y en dólares, al tipo de cambio de nuestra mesa de dinero.',
  balances: 'Saldo disponible en Cuenta Corriente',
  seeCurrentAccount: 'Ver mi Cuenta Corriente',
  payIn: 'Abonar pesos con Botón de Pago',
} as const;

export const form = {
  title: 'Datos de la operación',
  type: 'Operación',
  types: { compra: 'Comprar dólares', venta: 'Vender dólares' },
  amount: 'Monto en dólares',
  amountHint: (min: string, max: string) => `Entre ${min} y ${max} por operación.`,
  amountRequired: 'Ingrese el monto en dólares.',
  indicative: (rate: string) =>
    `Precio referencial: ${rate} por dólar. El precio firme se fija al cotizar y se mantiene por 60 segundos.`,
  paidWith: (method: string, account: string, available: string) =>
    `Se paga con: ${method} N° ${account}. Disponible: ${available}.`,
  takenFrom: (method: string, account: string, available: string) =>
    `Los dólares salen de: ${method} N° ${account}. Disponible: ${available}.`,
  submit: 'Cotizar',
  submitting: 'Cotizando...',
  failed: 'No fue posible cotizar en este momento. Sus datos se mantienen: puede reintentar.',
} as const;

export const quote = {
  title: 'Cotización',
  rateLabel: 'Tipo de cambio',
  rate: (rate: string) => `${rate} por US$ 1`,
  bought: 'Usted compra',
  paid: 'Usted paga',
  sold: 'Usted vende',
  received: 'Usted recibe',
  debit: 'Cuenta de cargo',
  credit: 'Cuenta de abono',
  confirmBuy: 'Confirmar compra',
  confirmSell: 'Confirmar venta',
  confirming: 'Confirmando...',
  change: 'Modificar',
  failed:
    'No fue posible confirmar la operación. Su cotización se mantiene mientras esté vigente: puede reintentar.',
} as const;

export const voucher = {
  buyTitle: 'Compra de dólares realizada',
  sellTitle: 'Venta de dólares realizada',
  bought: 'Dólares comprados',
  sold: 'Dólares vendidos',
  rate: 'Tipo de cambio',
  paid: 'Pesos pagados',
  received: 'Pesos recibidos',
  debit: 'Cuenta de cargo',
  credit: 'Cuenta de abono',
  tradeDate: 'Fecha de operación',
  status: 'Estado',
  settled: 'Liquidado',
  another: 'Nueva operación',
} as const;

export const operations = {
  title: 'Mis operaciones de divisas',
  filterLabel: 'Filtrar operaciones por período',
  clear: 'Ver las del último mes',
  periodShown: (from: string, to: string) => `Operaciones del ${from} al ${to}.`,
  lastMonth: 'Operaciones del último mes.',
  pagination: 'Páginas de operaciones',
  columns: {
    date: 'Fecha',
    type: 'Operación',
    amount: 'Dólares',
    rate: 'Tipo de cambio',
    pesos: 'Pesos',
    receipt: 'Comprobante',
  },
  types: { compra: 'Compra de dólares', venta: 'Venta de dólares' },
  download: (folio: string) => `Descargar comprobante N° ${folio}`,
  downloading: 'Descargando...',
  downloadFailed: 'No fue posible descargar el comprobante. Intente nuevamente.',
} as const;
