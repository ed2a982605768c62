export const select = {
  /** The spec's first, empty option (wizard-spec 3, 9). */
  placeholder: 'Seleccione una opción',
  /** Shown in the trigger while the options load (wizard-spec 4, 9). */
  loading: 'Cargando...',
  /** Shown in the trigger when there are no options (wizard-spec 4, 9). */
  empty: 'Sin opciones',
  /** Announced politely while the options of a labelled select load. */
  loadingStatus: (label: string) => `${label}: Cargando...`,
  /** Joins the description of a read-only select (a button cannot say read-only itself). */
  readOnly: 'Solo lectura',
} as const;
