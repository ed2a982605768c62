export const portfolioSummary = {
  title: 'Mi patrimonio',
  total: 'Total invertido',
  asOf: (date: string) => `Al ${date}`,
  /** Not given by the spec: how the dollar holdings enter a total in pesos. */
  usdNote: (usd: string, date: string, rate: string) =>
    `Incluye ${usd} en fondos en dólares, convertidos a pesos al dólar observado del ${date} (${rate}).`,
  usdNoteShort: (date: string, rate: string) =>
    `Los saldos en dólares se convierten a pesos al dólar observado del ${date} (${rate}).`,
  /** Not given by the spec: the change since the previous business day's close. */
  dayVariation: 'Variación del día',
  /** The period's figures; the period's name follows: 'Rentabilidad Últimos 12 Meses'. */
  variation: 'Variación',
  profitability: 'Rentabilidad',
  ofPeriod: (label: string, period: string) => `${label} ${period}`,
  /** A new client: where the total will be, and the way to start. */
  emptyTitle: 'Aún no tiene inversiones',
  emptyText:
    'Cuando invierta, aquí verá el total de su patrimonio y cómo evoluciona. Puede comenzar hoy con un fondo mutuo.',
  loading: 'Cargando...',
  errorTitle: 'No se pudo cargar su patrimonio',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
