export const stockPriceTable = {
  /** The table's name when the caller gives no caption. */
  label: 'Precios de acciones',
  stock: 'Acción',
  price: 'Precio',
  change: 'Variación',
  high: 'Máximo',
  low: 'Mínimo',
  /** The caller's row actions (Comprar, Vender). */
  actions: 'Operar',
  /** Thinly traded shares: the exchange takes only limit orders (spec 5). */
  limitOnly: 'Solo precio límite',
  /** The status line above the table: when the prices shown were taken. */
  updatedAt: (when: string) => `Precios al ${when}`,
  /** The portal stops polling while the tab is hidden. */
  paused: 'Actualización en pausa',
} as const;
