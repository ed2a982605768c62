// Acciones (spec 7 "Stock and others"; the spec shows no texts: these are the firm's).
export const page = {
  title: 'Acciones',
  intro:
    'Las acciones que transamos en la Bolsa de Santiago, con su precio de hoy. Los precios se actualizan cada 10 segundos mientras la página está abierta.',
  tableLabel: 'Precios de acciones',
  pricesTitle: 'Precios de hoy',
  /** To the client's orders: Mis Órdenes and Órdenes Anuladas. */
  myOrders: 'Mis órdenes',
  /** To the shares bought and sold and the dividends received in a period. */
  movements: 'Movimientos y dividendos',
  simultaneas: 'Simultáneas',
  investmentLine: 'Línea de inversión',
  accounts: 'Cuentas para operar',
  rebates: 'Devolución de comisiones',
  shortSales: 'Venta Corta',
  fixedIncome: 'Renta Fija',
  repos: 'Pactos',
  detail: (ticker: string) => `Ver ${ticker}`,
  stale:
    'No pudimos actualizar los precios. Mostramos los últimos recibidos y seguiremos intentando.',
} as const;

/** The session's state in words (spec 7 "schedule checks"). */
export const market = {
  open: (closes: string) => `Mercado abierto hasta las ${closes}.`,
  preOpening: (opens: string) =>
    `El mercado abre hoy a las ${opens}. Los precios son del cierre anterior.`,
  closed: (next: string) => `Mercado cerrado. Abre el ${next}. Los precios son del último cierre.`,
} as const;

export const research = {
  title: 'Cartera recomendada',
  intro: (date: string) =>
    `Las 7 acciones que sugiere nuestro equipo de Research, con su ponderación. Revisada el ${date}.`,
  weight: 'Ponderación',
  label: 'Cartera recomendada por Research',
} as const;

export const detail = {
  back: 'Volver a Acciones',
  buy: 'Comprar',
  sell: 'Vender',
  trade: (ticker: string) => `Operar ${ticker}`,
  facts: 'Precio de hoy',
  price: 'Precio',
  change: 'Variación',
  previousClose: 'Cierre anterior',
  open: 'Apertura',
  high: 'Máximo',
  low: 'Mínimo',
  sector: 'Sector',
  orders: 'Tipo de orden',
  limitOnly: 'Solo con precio límite (baja presencia bursátil)',
  anyOrder: 'A mercado o con precio límite',
  chart: (ticker: string) => `Precio de ${ticker} desde 2019`,
  dividends: 'Dividendos de los últimos 12 meses',
  dividendPerShare: (amount: string) => `${amount} por acción`,
  noDividends: 'No pagó dividendos en los últimos 12 meses.',
  disclaimers: 'Información importante',
  unknown: 'No encontramos esa acción.',
} as const;

/** Spec 7 "balances": the shares in custody (the spec shows no texts: these are the firm's). */
export const custody = {
  title: 'Mis acciones',
  summary: 'Valor de mis acciones',
  empty: 'Aún no tiene acciones en custodia. Elija una acción de la lista para comprar.',
  valuedAt: (instant: string, account: string) =>
    `Valorizadas al precio del ${instant}. Cuenta de custodia ${account}. La ganancia o pérdida compara con el monto invertido, sin comisiones.`,
  share: 'Acción',
  quantity: 'Cantidad',
  /** Some shares are set aside by a pending sale. */
  reserved: (held: string, free: string) => `${held} (${free} disponibles)`,
  price: 'Precio',
  change: 'Variación del día',
  value: 'Valor',
  actions: 'Operar',
  sell: (ticker: string) => `Vender ${ticker}`,
} as const;
