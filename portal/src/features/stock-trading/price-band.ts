import { stockOrders, type stocks } from '@inversiones/contract';

/** Prices in ten-thousandths of a peso: whole numbers, so the band has no float drift. */
const UNITS = 10_000;

/**
 * The limit price's allowed band (the exchange's, as the API checks it): PRICE_BAND_PERCENT
 * around today's previous close in session, around the last close when the order is scheduled.
 */
export function limitPriceBand(
  quote: Pick<stocks.StockQuote, 'precio' | 'cierreAnterior'>,
  isOpen: boolean,
): { min: number; max: number } {
  const base = Math.round((isOpen ? quote.cierreAnterior : quote.precio) * UNITS);
  const band = Math.trunc((base * stockOrders.PRICE_BAND_PERCENT) / 100);
  // A limit price is on the exchange's 0,01 tick: the band's ends are the ticks inside it.
  const tick = UNITS / 100;
  const min = Math.ceil((base - band) / tick) * tick;
  const max = Math.floor((base + band) / tick) * tick;
  return { min: min / UNITS, max: max / UNITS };
}
