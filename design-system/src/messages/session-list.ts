export const sessionList = {
  current: 'Esta sesión',
  lastUse: 'Último uso',
  started: 'Inicio',
  close: 'Cerrar sesión',
  closing: 'Cerrando sesión',
  /** The accessible name of each row's button: which session it closes. */
  closeOf: (device: string) => `Cerrar sesión en ${device}`,
  on: (browser: string, system: string) => `${browser} en ${system}`,
} as const;
