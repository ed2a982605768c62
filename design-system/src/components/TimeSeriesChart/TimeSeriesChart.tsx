import { createPlot } from './plot.ts';
import { TimeSeriesChartView, type TimeSeriesChartProps } from './TimeSeriesChartView.tsx';

export type { TimeSeriesChartProps } from './TimeSeriesChartView.tsx';

/**
 * A line chart of a daily series (a fund's quota value, a portfolio's value) drawn with uPlot:
 * range buttons, a keyboard cursor with a polite readout, a monthly table, and its loading, empty
 * and error states. See `TimeSeriesChartView` for the behaviour.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  return <TimeSeriesChartView {...props} createPlot={createPlot} />;
}
