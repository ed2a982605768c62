export const serialNumberField = {
  /** Shown and announced while the serial number is checked with the service (our wording). */
  checking: 'Validando...',
  /** Announced (not shown) when the service accepts the card, closing the pending notice. */
  accepted: 'Número de serie validado',
} as const;
