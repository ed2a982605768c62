export const messageBlock = {
  files: 'Documentos',
  download: (name: string) => `Descargar ${name}`,
} as const;
