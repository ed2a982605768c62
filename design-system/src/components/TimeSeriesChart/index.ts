export { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart.tsx';
export { ANNOUNCE_DELAY_MS } from './TimeSeriesChartView.tsx';
export { chartRanges, type ChartRange, type TimeSeriesPoint } from './chart-model.ts';
export type { ChartValueKind } from './chart-format.ts';
export { preloadTimeSeriesChart } from './preload.ts';
