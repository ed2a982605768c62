export const acceptConditions = {
  /** Some conditions are still unticked (our wording; the spec: all must be ticked). */
  allRequired: 'Debe aceptar todas las condiciones para continuar.',
  /** Marks a condition that cannot be unticked once accepted (our wording). */
  mandatory: 'Obligatorio',
  /** Describes a mandatory condition once accepted (our wording). */
  locked: 'Aceptado. Esta condición obligatoria no se puede desmarcar.',
  document: 'Ver documento',
} as const;
