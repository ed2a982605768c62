export const allocationChart = {
  /** The row that groups the smallest slices beyond the chart's limit. */
  others: 'Otros',
  /** Under 'Otros': what it groups. */
  othersIncludes: (names: string) => `Incluye: ${names}`,
  category: 'Categoría',
  amount: 'Monto',
  share: 'Porcentaje',
  total: 'Total',
  /** The chart's spoken summary: its title, then each slice and its share. */
  summary: (title: string, parts: string) => `${title}: ${parts}`,
  loading: 'Cargando...',
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  errorTitle: 'No se pudo cargar la distribución',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
