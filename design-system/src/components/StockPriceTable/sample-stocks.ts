// Story and test data: eight Santiago-exchange shares at 11:00:10 on Friday 27/11/2026 (the
// portal's demo market), one of them limit-only, and a deterministic next step of their prices.
import type { StockPriceRow } from './StockPriceTable.tsx';

export const sampleUpdatedAt = '2026-11-27T14:00:10.000Z';

/** Ten seconds later: the next step's instant. */
export const sampleNextUpdatedAt = '2026-11-27T14:00:20.000Z';

const row = (
  ticker: string,
  name: string,
  sector: string,
  previousClose: number,
  price: number,
  high: number,
  low: number,
  limitOnly = false,
): StockPriceRow => ({
  ticker,
  name,
  sector,
  price,
  previousClose,
  high,
  low,
  change: changeOf(price, previousClose),
  limitOnly,
});

/** Percentage points from the previous close, at the contract's 4 decimals. */
function changeOf(price: number, previousClose: number): number {
  return Math.round(((price - previousClose) / previousClose) * 1_000_000) / 10_000;
}

export const sampleStocks: StockPriceRow[] = [
  row(
    'AGUAS-A',
    'Aguas Andinas S.A., Serie A',
    'Servicios sanitarios',
    312.4,
    314.15,
    315.0,
    311.9,
  ),
  row('BCI', 'Banco de Crédito e Inversiones', 'Bancos', 32150.0, 31870.5, 32290.0, 31801.0),
  row('CHILE', 'Banco de Chile', 'Bancos', 118.35, 118.35, 118.9, 117.82),
  row('COPEC', 'Empresas Copec S.A.', 'Holding', 6898.0, 6972.3, 6990.0, 6880.1),
  row('FALABELLA', 'Falabella S.A.', 'Comercio', 3512.0, 3468.9, 3530.0, 3455.0),
  row('FORUS', 'Forus S.A.', 'Comercio', 1745.0, 1761.0, 1761.0, 1740.0, true),
  row(
    'SQM-B',
    'Sociedad Química y Minera de Chile S.A., Serie B',
    'Minería',
    41230.0,
    42187.4,
    42250.0,
    41190.0,
  ),
  row('VAPORES', 'Compañía Sud Americana de Vapores S.A.', 'Transporte', 57.12, 56.48, 57.3, 56.2),
];

/** Price moves in ticks of 0,01 per share for the next step (0: unchanged). */
const nextMoves: Record<string, number> = {
  'AGUAS-A': 0,
  BCI: 250,
  CHILE: -12,
  COPEC: 0,
  FALABELLA: -3140,
  FORUS: 0,
  'SQM-B': -110,
  VAPORES: 95,
};

/**
 * The rows 10 seconds later, as new objects (as a poll brings them): some prices up, some down,
 * some unchanged; the high and low widened when the price passes them.
 */
export function nextSampleStocks(rows: readonly StockPriceRow[]): StockPriceRow[] {
  return rows.map((stock) => {
    const price = Math.round(stock.price * 100 + (nextMoves[stock.ticker] ?? 0)) / 100;
    return {
      ...stock,
      price,
      high: Math.max(stock.high, price),
      low: Math.min(stock.low, price),
      change: changeOf(price, stock.previousClose),
    };
  });
}
