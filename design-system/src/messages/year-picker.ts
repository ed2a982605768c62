/** Texts of YearPicker (our wording). */
export const yearPicker = {
  label: 'Año',
  previous: 'Año anterior',
  next: 'Año siguiente',
  /** Said politely after 'Año anterior' or 'Año siguiente': 'Año tributario: 2025'. */
  announce: (label: string, year: string) => `${label}: ${year}`,
} as const;
