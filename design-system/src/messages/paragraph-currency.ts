export const paragraphCurrency = {
  /** Said after the amount so the currency is not only a symbol (our wording). */
  currencyNames: { CLP: 'pesos chilenos', USD: 'dólares estadounidenses', EUR: 'euros' },
} as const;
