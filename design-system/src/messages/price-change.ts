/** What a screen reader hears for a price change (the visible sign and arrow are hidden). */
export const priceChange = {
  up: (percent: string) => `sube ${percent}`,
  down: (percent: string) => `baja ${percent}`,
  flat: 'sin variación',
} as const;
