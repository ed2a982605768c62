export const alert = {
  tones: { info: 'Información', warning: 'Advertencia', error: 'Error', success: 'Éxito' },
  showDetails: 'Ver detalle',
  dismiss: 'Cerrar aviso',
} as const;
