// Benchmark page (scripts/bench-chart.mjs): the fund chart with every business day since 2019
// (about 2,000 points). Measures two mounts, each from just before render to the frame painted
// after uPlot drew the canvas: the first in a fresh page (code still cold) and a second one after
// unmounting it (the chart opened again in a running portal, e.g. moving to another fund).
import '../src/styles/index.ts';
import { createRoot, type Root } from 'react-dom/client';
import { TimeSeriesChart } from '../src/components/TimeSeriesChart/index.ts';
import { sampleQuotaSeries } from '../src/components/TimeSeriesChart/TimeSeriesChart.sample.ts';

interface BenchWindow {
  __bench?: { mountMs?: number; remountMs?: number; points: number };
}
const bench = ((window as BenchWindow).__bench = { points: sampleQuotaSeries.length });

/** Resolves in the frame painted after the canvas exists with its drawing. */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const canvas = document.querySelector('canvas');
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

async function mount(root: Root): Promise<number> {
  const start = performance.now();
  root.render(
    <TimeSeriesChart title="Valor cuota de Fondo Mutuo Renta Local" points={sampleQuotaSeries} />,
  );
  await painted();
  return performance.now() - start;
}

const container = document.getElementById('root')!;
const first = createRoot(container);
const mountMs = await mount(first);
first.unmount();
// Let the unmount's frame go by before the second mount.
await new Promise((resolve) => setTimeout(resolve, 100));
const remountMs = await mount(createRoot(container));
Object.assign(bench, { mountMs, remountMs });
