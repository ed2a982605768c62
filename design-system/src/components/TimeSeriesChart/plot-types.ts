// What the chart needs of a plot, apart from the chart library (so jsdom tests never load it).

/** Colours and font of the plot, read from the theme's CSS variables (forced colours included). */
export interface PlotTheme {
  line: string;
  fill: string | null;
  grid: string;
  text: string;
  /** A canvas font, e.g. `12px "Source Sans 3 Variable", sans-serif`. */
  font: string;
}

/** What the chart needs of a drawn plot; the only module that touches the chart library. */
export interface PlotHandle {
  /** Draws these points (x in ms, ascending). */
  setData: (times: readonly number[], values: readonly number[]) => void;
  setSize: (width: number, height: number) => void;
  setTheme: (theme: PlotTheme) => void;
  /** Redraws (after the font has loaded). */
  redraw: () => void;
  /** The plotting area inside the element, in CSS px: where the cursor may go. */
  area: () => { left: number; top: number; width: number; height: number };
  /** The x (CSS px, from the element's left) of a time, and the y of a value. */
  position: (time: number, value: number) => { x: number; y: number };
  destroy: () => void;
}

/** Draws a plot into an element: `createPlot` of plot.ts, or a fake in tests. */
export type PlotFactory = (
  element: HTMLElement,
  size: { width: number; height: number },
  theme: PlotTheme,
  data: { times: readonly number[]; values: readonly number[] },
) => PlotHandle;
