export const pageLayout = {
  skipToContent: 'Saltar al contenido principal',
} as const;
