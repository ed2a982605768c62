export const video = {
  unavailable: 'Este video no está disponible.',
  streamUnsupported: 'No es posible reproducir esta transmisión en este momento.',
} as const;
