export const periodSelector = {
  label: 'Período',
  /** The spec's four profitability periods, verbatim. */
  periods: {
    yearToDate: 'Año en Curso',
    last12Months: 'Últimos 12 Meses',
    monthToDate: 'Mes en Curso',
    custom: 'Período Seleccionado',
  },
  from: 'Desde',
  to: 'Hasta',
  apply: 'Consultar',
  /** Our wording of the spec's rule "Selected period at least 15 days". */
  tooShort: (days: number) => `El período seleccionado debe ser de al menos ${days} días.`,
  reversed: 'La fecha Hasta debe ser posterior a la fecha Desde.',
  required: 'Ingrese la fecha en formato dd/mm/aaaa.',
};

/** The texts of the period selector; a screen may override any of them. */
export type PeriodSelectorMessages = typeof periodSelector;
