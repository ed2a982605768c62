// Mis Órdenes and Órdenes Anuladas (spec 7 "orders by date" and "order delete"): the tab names
// are the spec's, the other texts the firm's.

export const page = {
  /** The page's heading over its tabs. */
  title: 'Órdenes de acciones',
  tabsLabel: 'Órdenes de acciones',
  back: 'Volver a Acciones',
} as const;

/** Spec 2's tab names, verbatim. */
export const tabs = {
  ordenes: 'Mis Órdenes',
  ordenesAnuladas: 'Órdenes Anuladas',
} as const;

export const list = {
  intro: {
    ordenes:
      'Sus órdenes de compra y venta de acciones, con su estado. Mientras una orden está pendiente, puede anularla.',
    ordenesAnuladas:
      'Las órdenes que usted anuló y las que vencieron al cierre de su rueda sin ejecutarse, con el motivo de cada una.',
  },
  empty: {
    ordenes: 'No tiene órdenes en este período.',
    ordenesAnuladas: 'No tiene órdenes anuladas en este período.',
  },
  filterLabel: 'Período de las órdenes',
  /** The sessions shown: the last 30 days and, when closed, the next one (scheduled orders). */
  periodShown: (from: string, to: string) => `Órdenes de las ruedas del ${from} al ${to}.`,
  lastDays: 'Ver últimos 30 días',
} as const;

const sides = { compra: 'compra', venta: 'venta' } as const;
const shares = (quantity: string) => (quantity === '1' ? '1 acción' : `${quantity} acciones`);

export const cancel = {
  confirmTitle: 'Anular orden',
  confirmBody: (folio: string, side: keyof typeof sides, quantity: string, ticker: string) =>
    `¿Desea anular la orden ${folio}, de ${sides[side]} de ${shares(quantity)} de ${ticker}? Una orden anulada no puede reactivarse.`,
  confirmAction: 'Anular orden',
  keep: 'No anular',
  done: (folio: string) => `La orden ${folio} fue anulada. La encontrará en Órdenes Anuladas.`,
  failed: (folio: string) => `No se pudo anular la orden ${folio}.`,
  retry: 'Reintentar',
} as const;
