export const idle = {
  /** The spec's idle prompt. */
  title: '¿Desea continuar navegando?',
  expiresIn: 'Su sesión expira en',
  closing: 'Cerrando Sesión',
  keep: 'Continuar navegando',
  logout: 'Cerrar sesión',
  /** Spoken form of the remaining time, for the polite live region. */
  spoken: (minutes: number, seconds: number) => {
    const parts: string[] = [];
    if (minutes > 0) parts.push(minutes === 1 ? '1 minuto' : `${minutes} minutos`);
    if (seconds > 0 || minutes === 0)
      parts.push(seconds === 1 ? '1 segundo' : `${seconds} segundos`);
    return `Su sesión expira en ${parts.join(' y ')}`;
  },
} as const;
