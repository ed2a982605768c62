export const field = {
  /** Beside the label of a field that is not required (wizard-spec 2). */
  optional: 'Opcional',
  /** The info button beside a field's label. */
  moreInfoAbout: (label: string) => `Más información sobre ${label}`,
} as const;
