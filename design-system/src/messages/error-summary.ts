export const errorSummary = {
  /** Heading of the summary shown when a form cannot be sent (the kit's own wording). */
  title: 'Revise los siguientes datos antes de continuar',
  /** How many fields need attention, read after the heading. */
  count: (count: number): string =>
    count === 1 ? 'Hay 1 campo con error.' : `Hay ${count} campos con errores.`,
} as const;
