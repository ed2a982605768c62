/** What stands in for a call's answer on every consultation screen. */

/** Spec 8, verbatim. */
export const states = {
  unavailable:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  /** Not shown in the spec: the title over the spec's text (ours). */
  unavailableTitle: 'Información no disponible',
  retry: 'Reintentar',
  empty: 'Estimado cliente: no se encuentra información para su búsqueda.',
  loading: 'Cargando...',
} as const;
