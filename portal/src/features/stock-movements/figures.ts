import { decimalPlaces } from '@inversiones/contract';
import { formatCurrency } from '@inversiones/design-system/es-cl';

/** The most decimals a price per share carries on the wire: a dividend per share has 4. */
const MAX_PRICE_DECIMALS = 4;

/**
 * A price per share in pesos with the decimals it needs: at least the 2 of a trade's tick
 * ('$ 118,45', '$ 1.290,50'), up to 4 for a dividend per share ('$ 0,1234').
 */
export const perSharePrice = (value: number) =>
  formatCurrency(value, 'CLP', {
    decimals: Math.min(MAX_PRICE_DECIMALS, Math.max(2, decimalPlaces(value))),
  });
