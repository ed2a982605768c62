export const dialog = {
  close: 'Cerrar',
  /** Names the dialog's body when it scrolls and so takes keyboard focus. */
  scrollableContent: 'Contenido del diálogo',
} as const;
