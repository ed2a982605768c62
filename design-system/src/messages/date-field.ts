export const dateField = {
  /** Our wording: the spec gives no texts for the date bounds. */
  minDate: (date: string) => `La fecha debe ser igual o posterior al ${date}`,
  maxDate: (date: string) => `La fecha debe ser igual o anterior al ${date}`,
  /** Describes the typed format (the spec's dd/mm/aaaa). */
  format: 'Formato dd/mm/aaaa',
  /** What an empty date shows before the full field mounts (FieldShell). */
  placeholder: 'dd / mm / aaaa',
  openCalendar: 'Abrir calendario',
  calendar: 'Calendario',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  previousYear: 'Año anterior',
  nextYear: 'Año siguiente',
} as const;
