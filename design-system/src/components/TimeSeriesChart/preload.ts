import { loadPlot } from './TimeSeriesChart.tsx';

/** Loads the chart library ahead of a chart (a screen about to show one, stories, tests). */
export const preloadTimeSeriesChart = (): Promise<void> => loadPlot().then(() => undefined);
