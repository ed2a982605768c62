import { useEffect, useState } from 'react';
import type { PlotFactory } from './plot-types.ts';
import { TimeSeriesChartView, type TimeSeriesChartProps } from './TimeSeriesChartView.tsx';

export type { TimeSeriesChartProps } from './TimeSeriesChartView.tsx';

let loadedPlot: PlotFactory | undefined;
let loadingPlot: Promise<PlotFactory> | undefined;

/**
 * Loads the drawing (uPlot, which also reads matchMedia as it loads) the first time a chart
 * mounts, not when the design system is imported; later charts draw at once.
 */
export function loadPlot(): Promise<PlotFactory> {
  loadingPlot ??= import('./plot.ts').then(
    ({ createPlot }) => (loadedPlot = createPlot),
    (error: unknown) => {
      // A chunk that failed to load (a dropped connection) is asked for again by the next chart.
      loadingPlot = undefined;
      throw error;
    },
  );
  return loadingPlot;
}

/**
 * A line chart of a daily series (a fund's quota value, a portfolio's value) drawn with uPlot:
 * range buttons, a keyboard cursor with a polite readout, a monthly table, and its loading, empty
 * and error states. See `TimeSeriesChartView` for the behaviour.
 */
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  // Asked for as the chart first renders, so the chunk downloads while React renders the rest.
  const [createPlot, setCreatePlot] = useState<PlotFactory | null>(
    () => loadedPlot ?? (void loadPlot().catch(() => {}), null),
  );
  useEffect(() => {
    if (createPlot) return;
    let mounted = true;
    loadPlot().then(
      (factory) => mounted && setCreatePlot(() => factory),
      // Without the drawing the readout, the keyboard cursor and the table still work.
      (error: unknown) => console.error(error),
    );
    return () => {
      mounted = false;
    };
  }, [createPlot]);
  return <TimeSeriesChartView {...props} createPlot={createPlot} />;
}
