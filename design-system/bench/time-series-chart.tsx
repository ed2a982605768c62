// Benchmark page (scripts/bench-chart.mjs): the fund chart with every business day since 2019
// (about 2,000 points). Marks `chart-bench:start` just before render and `chart-bench:painted`
// in the frame painted after uPlot has drawn the canvas.
import '../src/styles/index.ts';
import { createRoot } from 'react-dom/client';
import { TimeSeriesChart } from '../src/components/TimeSeriesChart/index.ts';
import { sampleQuotaSeries } from '../src/components/TimeSeriesChart/TimeSeriesChart.sample.ts';

interface BenchWindow {
  __bench?: { mountMs?: number; points: number };
}
const bench = ((window as BenchWindow).__bench = { points: sampleQuotaSeries.length });

/** The mount ends in the frame painted after the canvas exists with its drawing. */
function watchPaint() {
  const check = () => {
    const canvas = document.querySelector('canvas');
    if (!canvas || canvas.width === 0) {
      requestAnimationFrame(check);
      return;
    }
    // A message posted inside requestAnimationFrame runs after that frame's paint.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      performance.mark('chart-bench:painted');
      bench.mountMs = performance.measure(
        'chart-bench',
        'chart-bench:start',
        'chart-bench:painted',
      ).duration;
    };
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(check);
}

const root = createRoot(document.getElementById('root')!);
performance.mark('chart-bench:start');
root.render(
  <TimeSeriesChart title="Valor cuota de Fondo Mutuo Renta Local" points={sampleQuotaSeries} />,
);
watchPaint();
