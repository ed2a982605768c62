export const chat = {
  open: 'Chat con un ejecutivo',
} as const;
