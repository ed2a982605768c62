export const projectionChart = {
  /** The visible summary that describes the chart: horizon, contributions and the three scenarios. */
  summary: (
    years: number,
    contributed: string,
    expected: string,
    pessimistic: string,
    optimistic: string,
  ) =>
    `En ${years} ${years === 1 ? 'año' : 'años'}, con ${contributed} aportados, el escenario esperado llega a ${expected} (entre ${pessimistic} y ${optimistic}).`,
  /** Follows the summary when there is a goal, judged on the last year's expected value. */
  goalReached: (goal: string) => `Alcanza la meta de ${goal}.`,
  goalMissed: (goal: string) => `No alcanza la meta de ${goal}.`,
  /** Names the legend's list. */
  legend: 'Leyenda del gráfico',
  expected: 'Escenario esperado',
  range: 'Rango pesimista–optimista',
  contributed: 'Aportado',
  goal: 'Meta',
  /** The label on the goal's line: 'Meta $ 20.000.000'. */
  goalLine: (goal: string) => `Meta ${goal}`,
  /** The caption of the x axis, whose ticks are the years from the start. */
  yearsAxis: 'Años',
  /** The y axis in short form: '$ 500 mil', '$ 10 M'. */
  thousands: 'mil',
  millions: 'M',
  tableCaption: 'Proyección año a año',
  tableYear: 'Año',
  /** The row header: 'Año 5'. */
  yearRow: (year: number) => `Año ${year}`,
  tableContributed: 'Aportado',
  tablePessimistic: 'Pesimista',
  tableExpected: 'Esperado',
  tableOptimistic: 'Optimista',
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
} as const;
