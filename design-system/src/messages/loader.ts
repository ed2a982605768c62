export const loader = {
  loading: 'Cargando...',
  /** The spec's saving screen (four dots). */
  saving: 'Guardando datos....',
} as const;
