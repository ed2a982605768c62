export const balanceSummary = {
  title: 'Resumen de saldos',
  /** Under the title when the caller gives the date of the balances. */
  asOf: (date: string) => `Saldos al ${date}`,
  total: { CLP: 'Saldo total en pesos', USD: 'Saldo total en dólares' },
  /** Names the signed result, so that a gain or a loss is never colour alone. */
  result: { gain: 'Ganancia', loss: 'Pérdida', none: 'Resultado' },
  loading: 'Cargando...',
  /** The spec's messages for no data and for a failed load. */
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  errorTitle: 'No se pudieron cargar sus saldos',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
