import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlotFactory, PlotHandle } from './plot-types.ts';

// The drawing module as the chart loads it (jsdom has no canvas): counts the plots drawn.
const created = vi.hoisted(() => ({ count: 0 }));
vi.mock('./plot.ts', () => {
  const handle: PlotHandle = {
    setData: () => undefined,
    setSize: () => undefined,
    setTheme: () => undefined,
    redraw: () => undefined,
    area: () => ({ left: 40, top: 0, width: 400, height: 200 }),
    position: () => ({ x: 10, y: 10 }),
    destroy: () => undefined,
  };
  const createPlot: PlotFactory = () => {
    created.count++;
    return handle;
  };
  return { createPlot };
});

const points = [
  { date: '2019-01-02', value: 1000 },
  { date: '2019-01-03', value: 1010.5 },
];

afterEach(() => {
  created.count = 0;
});

describe('TimeSeriesChart loading', () => {
  it('the design system imports in a page without matchMedia (the chart library loads only with a chart)', async () => {
    expect(window.matchMedia).toBeUndefined();
    await expect(import('../../index.ts')).resolves.toHaveProperty('TimeSeriesChart');
  }, 60_000);

  it('a chart loads its drawing as it mounts; the next one draws at once', async () => {
    const { TimeSeriesChart } = await import('./TimeSeriesChart.tsx');
    const { unmount } = render(<TimeSeriesChart title="Valor cuota" points={points} />);
    // Its place (and its readout) are there before the drawing is.
    expect(screen.getByRole('img', { name: /^Valor cuota desde/ }).parentElement).toHaveStyle({
      height: '280px',
    });
    expect(created.count).toBe(0);
    await waitFor(() => expect(created.count).toBe(1));
    unmount();
    render(<TimeSeriesChart title="Valor cuota" points={points} />);
    expect(created.count).toBe(2);
  }, 60_000);
});
