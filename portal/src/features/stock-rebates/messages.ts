// Devolución de comisiones (spec 7 "rebates"): the spec gives no texts; these are chosen.
export const page = {
  title: 'Devolución de comisiones',
  back: 'Volver a Acciones',
  program: (threshold: string, rate: string) =>
    `Si en un mes calendario las comisiones de sus órdenes de acciones ejecutadas suman ${threshold} o más, le devolvemos el ${rate} de ellas en su cuenta corriente en pesos, el primer día hábil del mes siguiente.`,
} as const;

export const month = {
  title: (month: string) => `Este mes: ${month}`,
  commissions: 'Comisiones de órdenes ejecutadas',
  orders: 'Órdenes ejecutadas',
  estimate: 'Devolución estimada',
  missing: 'Le faltan en comisiones',
  reached: 'Alcanzó el mínimo del mes',
  payDate: 'Fecha de pago',
  note: 'La devolución estimada cambia con cada orden que se ejecute hasta el fin del mes. No incluye IVA ni derechos de bolsa.',
} as const;

export const paid = {
  title: 'Devoluciones pagadas',
  filterLabel: 'Filtrar devoluciones por fecha de pago',
  lastYear: 'Ver últimos 12 meses',
  periodShown: (from: string, to: string) => `Devoluciones pagadas del ${from} al ${to}.`,
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  total: 'Total',
  columns: {
    date: 'Fecha de pago',
    month: 'Mes',
    commissions: 'Comisiones del mes',
    amount: 'Devolución',
    account: 'Cuenta corriente',
  },
} as const;
