// The day's indicators as the demo market gives them on 20/11/2026 (plausible ranges, fixed).
import type { MarketIndicator } from './IndicatorStrip.tsx';

export const sampleIndicators: MarketIndicator[] = [
  { id: 'uf', name: 'UF', value: 39245.67, date: '2026-11-20', variation: 0.01 },
  { id: 'dolar', name: 'Dólar Observado', value: 945.32, date: '2026-11-20', variation: -0.48 },
  { id: 'euro', name: 'Euro', value: 1021.87, date: '2026-11-20', variation: 0.23 },
  { id: 'utm', name: 'UTM', value: 68647, decimals: 0, date: '2026-11-01', variation: 0 },
  { id: 'ipsa', name: 'IPSA', value: 7184.52, unit: 'points', date: '2026-11-20', variation: 1.07 },
];
