export const link = {
  /** Announced after the name of a link that opens a new tab (visually hidden). */
  opensInNewTab: '(se abre en una nueva pestaña)',
} as const;
