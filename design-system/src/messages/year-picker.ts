/** Texts of YearPicker (our wording). */
export const yearPicker = {
  label: 'Año',
  previous: 'Año anterior',
  next: 'Año siguiente',
} as const;
