export const chat = {
  /** The floating button's landmark. */
  region: 'Chat',
  open: 'Chat con un ejecutivo',
} as const;
