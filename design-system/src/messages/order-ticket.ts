/** The data step of a share order (issue 26): Comprar or Vender a share on the Santiago exchange. */
export const orderTicket = {
  title: { compra: 'Comprar', venta: 'Vender' },
  /** Names the form: 'Comprar SQM-B'. */
  formLabel: (side: string, ticker: string) => `${side} ${ticker}`,
  priceNow: 'Precio actual',
  change: 'Variación del día',
  limitOnlyBadge: 'Solo precio límite',
  quantity: 'Cantidad de acciones',
  quantityHint: 'Entre 1 y 1.000.000 acciones.',
  /** A sale: what the client holds free to sell. */
  availableShares: (shares: string) => `Disponibles: ${shares} acciones`,
  quantityRequired: 'Ingrese la cantidad de acciones.',
  quantityNotNumber: 'Ingrese la cantidad solo con números, por ejemplo 100.',
  quantityFraction: 'Las acciones se transan enteras: ingrese una cantidad sin decimales.',
  quantityZero: 'La cantidad debe ser de al menos 1 acción.',
  quantityMax: 'La cantidad máxima por orden en el portal es 1.000.000 acciones.',
  quantityAboveAvailable: (shares: string) =>
    `Usted tiene ${shares} acciones disponibles para vender: ingrese esa cantidad o menos.`,
  orderType: 'Tipo de orden',
  orderTypes: { mercado: 'A mercado', limite: 'Con precio límite' },
  limitOnly: 'Esta acción solo se transa con precio límite.',
  limitPrice: 'Precio límite',
  /** Under the limit price: the exchange's band around the previous close. */
  band: (min: string, max: string) => `Entre ${min} y ${max}`,
  limitPriceRequired: 'Ingrese el precio límite.',
  limitPriceOutOfBand: (min: string, max: string) =>
    `El precio límite debe estar entre ${min} y ${max}.`,
  paymentMethod: 'Forma de pago',
  /** The chosen way of payment's balance, under the select. */
  paymentAvailable: (amount: string) => `Saldo disponible: ${amount}`,
  paymentRequired: 'Seleccione la forma de pago.',
  marketOpen: (closesAt: string) => `Mercado abierto hasta las ${closesAt}.`,
  marketClosedTitle: 'Mercado cerrado',
  cost: {
    title: 'Costo de la orden',
    estimatedTitle: 'Costo estimado',
    /** A market order: the figures are at the price now, not the fill's. */
    referential:
      'Montos referenciales: una orden a mercado se ejecuta al precio del momento en que se transa.',
    atLimit: 'Montos calculados a su precio límite.',
    gross: 'Monto bruto',
    estimatedGross: 'Monto bruto estimado',
    commission: 'Comisión',
    exchangeFee: 'Derechos de bolsa',
    vat: 'IVA',
    totalToPay: 'Total a pagar',
    totalToReceive: 'Total a recibir',
    loading: 'Calculando el costo...',
    absent: 'Ingrese la cantidad para ver el costo de la orden.',
    errorTitle: 'No se pudo calcular el costo',
    error: 'Intente de nuevo en unos segundos. Su orden no se ha enviado.',
    retry: 'Reintentar',
  },
  submit: 'Continuar',
  submitting: 'Procesando...',
  serverErrorTitle: 'No se pudo procesar la orden',
  retrySubmit: 'Reintentar',
} as const;
