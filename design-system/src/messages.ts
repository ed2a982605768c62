// The design system's own Spanish (es-CL) texts, keyed by meaning. Screens bring their own.
export const messages = {
  link: {
    /** Announced after the name of a link that opens a new tab (visually hidden). */
    opensInNewTab: '(se abre en una nueva pestaña)',
  },
} as const;
