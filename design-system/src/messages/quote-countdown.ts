export const quoteCountdown = {
  title: 'Cotización',
  valid: 'Cotización vigente',
  expired: 'Cotización vencida',
  /** Before the visible m:ss: 'Vence en 0:45'. */
  expiresIn: 'Vence en',
  /** Said politely at the thresholds only, never every second. */
  announce30: 'La cotización vence en 30 segundos.',
  announce10: 'La cotización vence en 10 segundos.',
  announceExpired: 'La cotización venció. Cotice de nuevo para continuar.',
  /** Shown (and said) once the quote has expired. */
  expiredNote: 'La cotización venció. Cotice de nuevo para continuar.',
  requote: 'Cotizar de nuevo',
  requoting: 'Cotizando...',
} as const;
