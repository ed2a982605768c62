// Comprar y Vender acciones (spec 7 "Stock and others"; the spec shows no texts: these are the firm's).
export const ticket = {
  title: (side: 'compra' | 'venta', ticker: string) =>
    `${side === 'compra' ? 'Comprar' : 'Vender'} ${ticker}`,
  back: (ticker: string) => `Volver a ${ticker}`,
  pricesLoading: 'Cargando el precio de la acción...',
  pricesFailed: 'No pudimos obtener el precio de la acción.',
  retry: 'Reintentar',
  unknown: 'No encontramos esa acción.',
  closed: (opening: string) =>
    `La Bolsa de Santiago está cerrada. Puede ingresar su orden ahora: quedará programada para la apertura del ${opening}.`,
  failed: 'No pudimos calcular su orden. Sus datos se mantienen: intente de nuevo.',
  myOrders: 'Ver mis órdenes',
} as const;

export const confirm = {
  title: 'Confirme su orden',
  decision: 'Confirmación de la orden',
  totalToPay: 'Total a pagar',
  totalToReceive: 'Total a recibir',
  estimatedToPay: 'Total estimado a pagar',
  estimatedToReceive: 'Total estimado a recibir',
  share: 'Acción',
  quantity: 'Cantidad',
  orderType: 'Tipo de orden',
  market: 'A mercado',
  limit: (price: string) => `Precio límite ${price}`,
  price: 'Precio de referencia',
  gross: 'Monto bruto',
  commission: (rate: string) => `Comisión (${rate})`,
  exchangeFee: (rate: string) => `Derechos de bolsa (${rate})`,
  vat: 'IVA',
  payment: 'Forma de pago',
  execution: 'Ejecución',
  immediate: 'Inmediata, al precio de mercado',
  whenReached: 'Cuando el precio llegue a su límite, durante la rueda de hoy',
  scheduled: (opening: string) => `Programada para la apertura del ${opening}`,
  marketNotice:
    'Una orden a mercado se ejecuta al precio del momento: los montos son una estimación y se calculan de nuevo al ejecutarse.',
  change: 'Modificar orden',
  confirm: { compra: 'Confirmar compra', venta: 'Confirmar venta' },
  confirming: 'Enviando su orden...',
  failed: 'No pudimos enviar su orden. Sus datos se mantienen: intente de nuevo.',
  retry: 'Reintentar',
  acceptRequired: 'Para continuar, acepte la declaración.',
} as const;

export const receipt = {
  titles: {
    compra: {
      ejecutada: 'Compra ejecutada',
      parcial: 'Compra ejecutada parcialmente',
      pendiente: 'Orden de compra ingresada',
      anulada: 'Orden de compra anulada',
      rechazada: 'Orden de compra rechazada',
    },
    venta: {
      ejecutada: 'Venta ejecutada',
      parcial: 'Venta ejecutada parcialmente',
      pendiente: 'Orden de venta ingresada',
      anulada: 'Orden de venta anulada',
      rechazada: 'Orden de venta rechazada',
    },
  },
  paid: 'Total pagado',
  received: 'Total recibido',
  estimated: 'Total estimado',
  pageTitle: 'Comprobante de orden',
  myOrders: 'Ver mis órdenes',
  another: (ticker: string) => `Volver a ${ticker}`,
  notFound: 'No encontramos esa orden.',
  /** A pending order's voucher follows it: what happened while the client looked. */
  changed: {
    ejecutada: 'Su orden se ejecutó: el comprobante muestra el precio y los montos finales.',
    ended: 'Su orden ya no está pendiente: revise su estado en el comprobante.',
  },
} as const;
