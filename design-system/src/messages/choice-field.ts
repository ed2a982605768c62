export const choiceField = {
  /** Default label of the text that the last option of a "specify" select enables. */
  specify: 'Especifique',
  /** Default side labels of a toggle in toggle-label mode (wizard's delete confirmation wording). */
  toggleOff: 'No',
  toggleOn: 'Si',
} as const;
