export const timeSeriesChart = {
  /** Names the group of range buttons. */
  rangeLabel: 'Rango del gráfico',
  ranges: {
    '1M': '1M',
    '6M': '6M',
    '1A': '1A',
    '3A': '3A',
  },
  /** The whole series: 'Desde 2019'. */
  since: (year: number) => `Desde ${year}`,
  /** The spoken name of each range button (the short text alone reads poorly). */
  rangeNames: {
    '1M': 'Último mes',
    '6M': 'Últimos 6 meses',
    '1A': 'Último año',
    '3A': 'Últimos 3 años',
    all: 'Desde el inicio',
  },
  /** The focusable cursor of the plot. */
  cursorLabel: (title: string) => `Recorrer ${title}`,
  /** How to move the cursor, read once when it is focused. */
  keyboardHint:
    'Use las flechas izquierda y derecha para recorrer los valores, Re Pág y Av Pág para moverse un mes, Inicio y Fin para ir al primero y al último.',
  /** The plot's summary for screen readers. */
  summary: (title: string, firstDate: string, firstValue: string, lastValue: string) =>
    `${title} desde ${firstDate}: de ${firstValue} a ${lastValue}`,
  readoutDate: 'Fecha',
  readoutValue: 'Valor',
  variation: (firstDate: string) => `Variación desde ${firstDate}`,
  /** The announcement of the cursor's point. */
  readout: (date: string, value: string, variation: string, firstDate: string) =>
    `${date}: ${value}. Variación desde ${firstDate}: ${variation}`,
  showTable: 'Ver datos en tabla',
  /** Caption of the table alternative: one row per month keeps it short. */
  tableCaption: (title: string) => `${title}: último valor de cada mes`,
  tableDate: 'Fecha',
  tableValue: 'Valor',
  tableVariation: 'Variación',
  loading: 'Cargando...',
  /** The spec's empty-search text. */
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  errorTitle: 'No se pudo cargar el gráfico',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
};

/** The texts of the time-series chart; a screen may override any of them. */
export type TimeSeriesChartMessages = typeof timeSeriesChart;
