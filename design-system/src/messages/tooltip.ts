export const tooltip = {
  moreInfo: 'Más información',
} as const;
