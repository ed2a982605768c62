export const apiStatus = {
  title: 'Estado del servicio',
  checking: 'Comprobando el servicio...',
  ok: 'Servicio disponible',
  error: 'Servicio no disponible',
  errorHint:
    'Puede reintentar en unos instantes. Si el problema persiste, comuníquese con su ejecutivo.',
  retry: 'Reintentar',
  retrying: 'Reintentando...',
} as const;
