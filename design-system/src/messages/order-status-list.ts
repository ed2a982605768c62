/** The client's share orders (issue 26): Mis Órdenes and Órdenes Anuladas. */
export const orderStatusList = {
  label: 'Mis órdenes',
  empty: 'No tiene órdenes en este período.',
  order: 'Orden',
  sides: { compra: 'Compra', venta: 'Venta' },
  folio: (folio: string) => `Folio ${folio}`,
  orderType: 'Tipo',
  orderTypes: { mercado: 'A mercado', limite: 'Precio límite' },
  quantity: 'Cantidad',
  /** A partial fill: '150 de 300'. */
  filledOf: (filled: string, total: string) => `${filled} de ${total}`,
  price: 'Precio',
  total: 'Total',
  state: 'Estado',
  states: {
    pendiente: 'Pendiente',
    parcial: 'Parcial',
    ejecutada: 'Ejecutada',
    anulada: 'Anulada',
    rechazada: 'Rechazada',
  },
  placedAt: 'Ingresada',
  session: (date: string) => `Rueda ${date}`,
  filledAt: (instant: string) => `Ejecutada ${instant}`,
  cancelledAt: (instant: string) => `Anulada ${instant}`,
  rejectedAt: (instant: string) => `Rechazada ${instant}`,
  /** Read for an unfilled market order's price (the dash is only seen). */
  noPrice: 'Sin precio',
  actions: 'Acciones',
  cancel: 'Anular',
  cancelling: 'Anulando...',
  /** Each row's button names its order (the visible 'Anular' starts it: label in name). */
  cancelOf: (folio: string) => `Anular orden ${folio}`,
  cancellingOf: (folio: string) => `Anulando orden ${folio}`,
} as const;
