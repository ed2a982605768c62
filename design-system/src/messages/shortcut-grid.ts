export const shortcutGrid = {
  title: 'Accesos directos',
  edit: 'Editar accesos',
  /** The edit mode's group label and its hint. */
  chooseLabel: 'Elija los accesos que quiere ver',
  chooseHint: (max: number) => `Puede elegir hasta ${max}.`,
  save: 'Guardar',
  saving: 'Guardando...',
  cancel: 'Cancelar',
  saved: 'Sus accesos directos se guardaron.',
  saveError: 'No fue posible guardar sus accesos directos. Por favor, reintente en unos instantes.',
  retry: 'Reintentar',
  /** A client who chose none. */
  none: 'No tiene accesos directos elegidos. Use "Editar accesos" para elegirlos.',
  loading: 'Cargando...',
  errorTitle: 'No se pudieron cargar sus accesos directos',
  error:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
} as const;
