export const dataTable = {
  /** The spec's empty-search text. */
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  loading: 'Cargando...',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
  pagination: 'Paginación de la tabla',
  selectAll: 'Seleccionar todas las filas',
  selectRow: (name: string) => `Seleccionar ${name}`,
  sortBy: (column: string) => `Ordenar por ${column}`,
  totals: 'Totales',
} as const;
