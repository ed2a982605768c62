export const overlay = {
  showDescription: 'Ver descripción',
} as const;
