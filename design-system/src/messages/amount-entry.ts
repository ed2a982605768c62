export const amountEntry = {
  availableLabel: 'Saldo disponible',
  /** Under the field: 'Saldo disponible: $ 1.234.567'. */
  available: (label: string, amount: string) => `${label}: ${amount}`,
  /** Under the field: 'Mínimo $ 5.000'. */
  minimum: (amount: string) => `Mínimo ${amount}`,
  belowMinimum: (amount: string) => `El monto mínimo es ${amount}.`,
  aboveMaximum: (amount: string) => `El monto máximo es ${amount}.`,
  aboveAvailable: (amount: string) => `El monto supera su saldo disponible de ${amount}.`,
  useAll: 'Usar todo el saldo',
  /** Announced politely once the button has filled the field (the focus stays on it). */
  usedAll: (amount: string) => `Monto ingresado: ${amount}`,
} as const;
