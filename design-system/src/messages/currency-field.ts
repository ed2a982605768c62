export const currencyField = {
  /** Visually hidden after the label, so the currency is said and not only shown as a prefix. */
  currencyLabel: {
    CLP: 'en pesos chilenos (CLP)',
    USD: 'en dólares estadounidenses (USD)',
    EUR: 'en euros (EUR)',
  },
  /** Bounds of the amount (our wording: the spec does not give it). */
  min: (amount: string) => `El monto mínimo es ${amount}`,
  max: (amount: string) => `El monto máximo es ${amount}`,
} as const;
