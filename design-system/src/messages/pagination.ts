export const pagination = {
  /** Names the navigation when the caller gives no label. */
  label: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: (page: number, total: number) => `Página ${page} de ${total}`,
} as const;
