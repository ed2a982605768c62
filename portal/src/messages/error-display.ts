/** Not in the spec: the error modal's title for each display kind of section 8. */
export const errorDisplay = {
  critical: 'Error',
  alert: 'Atención',
  message: 'Información',
  close: 'Aceptar',
} as const;
