export const sessionList = {
  current: 'Esta sesión',
  lastUse: 'Último uso',
  started: 'Inicio',
  close: 'Cerrar sesión',
  closing: 'Cerrando sesión',
  /** The accessible name of each row's button: which session it closes. */
  closeOf: (device: string) => `Cerrar sesión en ${device}`,
  /** While pending: the name still holds the visible text (WCAG 2.5.3, label in name). */
  closingOf: (device: string) => `Cerrando sesión en ${device}`,
  on: (browser: string, system: string) => `${browser} en ${system}`,
} as const;
