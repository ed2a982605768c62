// The portal's Spanish (es-CL) texts, keyed by meaning; the spec's wording where it gives one.
export const messages = {
  errors: {
    /** Spec, section 8: the answer could not be read or the service did not answer. */
    unavailable:
      'No fue posible acceder a la información solicitada. Por favor, reintente en unos instantes.',
    /** Spec, section 8. */
    unexpected: 'Ha ocurrido un error, por favor intente más tarde...',
    reload: 'Volver a cargar',
  },
  loading: 'Cargando...',
  home: {
    title: 'Bienvenido a su portal de inversiones',
    intro:
      'Aquí podrá revisar sus fondos, su ahorro previsional y sus operaciones, de forma segura y en un solo lugar.',
  },
  apiStatus: {
    title: 'Estado del servicio',
    checking: 'Comprobando el servicio...',
    ok: 'Servicio disponible',
    error: 'Servicio no disponible',
    errorHint:
      'Puede reintentar en unos instantes. Si el problema persiste, comuníquese con su ejecutivo.',
    retry: 'Reintentar',
    retrying: 'Reintentando...',
  },
  login: {
    title: 'Ingreso de clientes',
    comingSoon:
      'El ingreso con su RUT y clave estará disponible próximamente. Por ahora puede volver al inicio.',
    backHome: 'Volver al inicio',
  },
} as const;
