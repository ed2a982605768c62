export const readOnlyText = {
  /** Shown when there is no value (our wording). */
  empty: 'Sin información',
} as const;
