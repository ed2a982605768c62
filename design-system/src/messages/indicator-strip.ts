export const indicatorStrip = {
  title: 'Indicadores',
  /** The date of each value: 'al 20/11/2026'. */
  asOf: (date: string) => `al ${date}`,
  /** Read before the signed change, which shows only sign, arrow and figure. */
  variation: 'Variación',
  loading: 'Cargando...',
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  errorTitle: 'No se pudieron cargar los indicadores',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
