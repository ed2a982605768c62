// Benchmark page (scripts/bench-chart.mjs): the fund chart with every business day since 2019
// (about 2,000 points). Measures two mounts, each from React's render of the chart to the frame
// painted after uPlot drew the canvas: the first in a fresh page (the chart's drawing code, uPlot,
// still to load: the chart asks for it as it mounts) and a second one after unmounting it (the
// chart opened again in a running portal, e.g. moving to another fund or series).
import '../src/styles/index.ts';
import { createRoot, type Root } from 'react-dom/client';
import { TimeSeriesChart } from '../src/components/TimeSeriesChart/index.ts';
import { sampleQuotaSeries } from '../src/components/TimeSeriesChart/TimeSeriesChart.sample.ts';

interface BenchWindow {
  __bench?: { mountMs?: number; remountMs?: number; points: number };
}
const bench = ((window as BenchWindow).__bench = { points: sampleQuotaSeries.length });

/** Resolves in the frame painted after the chart's canvas exists with its drawing. */
function painted(container: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      // uPlot sizes its canvas and draws it in the same task (its commit is a microtask).
      const canvas = container.querySelector('canvas');
      if (!canvas || canvas.width === 0) {
        requestAnimationFrame(check);
        return;
      }
      // A message posted inside requestAnimationFrame runs after that frame's paint.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  });
}

/** One mount, marked in the page's user timing (the bench's trace finds its window by them). */
async function mount(root: Root, container: HTMLElement, name: string): Promise<number> {
  const start = performance.mark(`${name}:start`).startTime;
  root.render(
    <TimeSeriesChart title="Valor cuota de Fondo Mutuo Renta Local" points={sampleQuotaSeries} />,
  );
  await painted(container);
  return performance.mark(`${name}:end`).startTime - start;
}

const container = document.getElementById('root')!;
const first = createRoot(container);
const mountMs = await mount(first, container, 'mount');
first.unmount();
// Let the unmount's frame go by before the second mount.
await new Promise((resolve) => setTimeout(resolve, 100));
const remountMs = await mount(createRoot(container), container, 'remount');
Object.assign(bench, { mountMs, remountMs });
