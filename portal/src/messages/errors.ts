export const errors = {
  /** Spec, section 8: the answer could not be read or the service did not answer. */
  unavailable:
    'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
  /** Spec, section 8. */
  unexpected: 'Ha ocurrido un error, por favor intente más tarde...',
  reload: 'Volver a cargar',
} as const;
