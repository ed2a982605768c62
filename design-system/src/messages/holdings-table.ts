export const holdingsTable = {
  title: 'Mis Fondos',
  fund: 'Fondo',
  series: 'Serie',
  account: 'Cuenta',
  quotas: 'Cuotas',
  quotaValue: 'Valor cuota',
  balance: 'Saldo',
  profitability: 'Rentabilidad',
  gain: 'Ganancia',
  /** One totals row per currency held, then the whole in pesos. */
  totalIn: { CLP: 'Total en pesos', USD: 'Total en dólares' },
  totalClp: 'Total consolidado en pesos',
  /** Under the table when USD holdings are converted for the consolidated total. */
  usdNote: (rate: string, date: string) =>
    `Los fondos en dólares se suman al total consolidado convertidos al dólar observado del ${date} (${rate}).`,
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  errorTitle: 'No se pudieron cargar sus fondos',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
} as const;
