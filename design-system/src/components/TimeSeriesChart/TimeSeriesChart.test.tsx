import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatTimeTick, formatValueTick, timeTickLabels } from './chart-format.ts';
import {
  dayTime,
  indexAtFraction,
  monthlyIndices,
  moveCursor,
  rangeStart,
  toSeries,
  type TimeSeriesPoint,
} from './chart-model.ts';
import type { PlotFactory, PlotHandle } from './plot-types.ts';
import { sampleQuotaSeries } from './TimeSeriesChart.sample.ts';
import { ANNOUNCE_DELAY_MS, TimeSeriesChartView } from './TimeSeriesChartView.tsx';

// jsdom has no canvas: the plot is a fake that records what it was asked to draw.
function fakePlot() {
  const drawn: { times: readonly number[]; values: readonly number[] }[] = [];
  const handle: PlotHandle = {
    setData: (times, values) => drawn.push({ times, values }),
    setSize: vi.fn(),
    setTheme: vi.fn(),
    redraw: vi.fn(),
    area: () => ({ left: 40, top: 0, width: 400, height: 200 }),
    position: () => ({ x: 10, y: 10 }),
    destroy: vi.fn(),
  };
  const factory: PlotFactory = vi.fn((_element, _size, _theme, data) => {
    drawn.push(data);
    return handle;
  });
  return { factory, drawn, handle };
}

const title = 'Valor cuota de Fondo Renta Local';
const points: TimeSeriesPoint[] = [
  { date: '2019-01-02', value: 1000 },
  { date: '2019-01-03', value: 1010.5 },
  { date: '2019-01-31', value: 1020 },
  { date: '2019-02-04', value: 1005 },
  { date: '2019-02-28', value: 990 },
  { date: '2019-03-01', value: 1532.12 },
];

function renderChart(props: Partial<Parameters<typeof TimeSeriesChartView>[0]> = {}) {
  const plot = fakePlot();
  render(
    <TimeSeriesChartView title={title} points={points} createPlot={plot.factory} {...props} />,
  );
  return plot;
}

const cursor = () => screen.getByRole('slider', { name: `Recorrer ${title}` });
const readout = (term: RegExp | string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling!;
const live = () => document.querySelector('[aria-live="polite"]')!;

describe('TimeSeriesChart', () => {
  it('summarises the plot as an image: the title, the first day and both values', () => {
    const { drawn } = renderChart();
    expect(
      screen.getByRole('img', {
        name: `${title} desde 02/01/2019: de $\u00a01.000,0000 a $\u00a01.532,1200`,
      }),
    ).toBeInTheDocument();
    expect(drawn.at(-1)?.values).toEqual(points.map((p) => p.value));
  });

  it('reads the last point at rest and moves the cursor with the keyboard', async () => {
    const user = userEvent.setup();
    renderChart();
    expect(readout('Fecha')).toHaveTextContent('01/03/2019');
    expect(readout(/^Variación desde/)).toHaveTextContent('+53,21 %');
    // The range buttons are one tab stop (a radio group); the plot is the next.
    await user.tab();
    expect(screen.getByRole('radiogroup', { name: 'Rango del gráfico' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.tab();
    expect(cursor()).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cursor()).toHaveAttribute('aria-valuetext', '02/01/2019');
    expect(readout('Valor')).toHaveTextContent('$ 1.000,0000');
    await user.keyboard('{ArrowRight}');
    expect(readout('Fecha')).toHaveTextContent('03/01/2019');
    expect(readout(/^Variación desde/)).toHaveTextContent('+1,05 %');
    // PageUp: a month later (the first point on or after 03/02); PageDown: back a month.
    await user.keyboard('{PageUp}');
    expect(readout('Fecha')).toHaveTextContent('04/02/2019');
    await user.keyboard('{PageDown}');
    expect(readout('Fecha')).toHaveTextContent('03/01/2019');
    await user.keyboard('{End}');
    expect(readout('Fecha')).toHaveTextContent('01/03/2019');
    await user.keyboard('{ArrowRight}');
    expect(cursor()).toHaveAttribute('aria-valuenow', '5');
  });

  it('announces the readout politely once the cursor rests, not at every step', async () => {
    const user = userEvent.setup();
    renderChart();
    act(() => cursor().focus());
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(live()).toBeEmptyDOMElement();
    await waitFor(
      () =>
        expect(live()).toHaveTextContent(
          '31/01/2019: $ 1.020,0000. Variación desde 02/01/2019: +2,00 %',
        ),
      { timeout: ANNOUNCE_DELAY_MS * 4 },
    );
  });

  it('moves the cursor under the pointer', () => {
    renderChart();
    const layer = cursor();
    vi.spyOn(layer, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 440, 200));
    // The plot area starts 40 px in: x = 40 is the first day.
    fireEvent.pointerMove(layer, { clientX: 40 });
    expect(readout('Fecha')).toHaveTextContent('02/01/2019');
    fireEvent.pointerLeave(layer);
    expect(readout('Fecha')).toHaveTextContent('01/03/2019');
  });

  it('draws only the chosen range and measures the variation from its first point', async () => {
    const user = userEvent.setup();
    const { drawn } = renderChart();
    const oneMonth = screen.getByRole('radio', { name: '1M: Último mes' });
    await user.click(oneMonth);
    expect(oneMonth).toBeChecked();
    // A month before 01/03/2019 is 01/02/2019: the first point on or after it is 04/02.
    expect(drawn.at(-1)?.values).toEqual([1005, 990, 1532.12]);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      `${title} desde 04/02/2019: de $\u00a01.005,0000 a $\u00a01.532,1200`,
    );
    expect(readout(/^Variación desde 04\/02\/2019/)).toHaveTextContent('+52,45 %');
    expect(screen.getByRole('radio', { name: 'Desde 2019' })).not.toBeChecked();
  });

  it('offers the points as a monthly table, paged', async () => {
    const user = userEvent.setup();
    renderChart({ points: sampleQuotaSeries });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver datos en tabla' }));
    const table = within(screen.getByRole('table', { name: `${title}: último valor de cada mes` }));
    const rows = table.getAllByRole('row');
    // A header and 12 months a page, newest first: 20/11/2026 then the end of October.
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('20/11/2026');
    expect(rows[2]).toHaveTextContent('30/10/2026');
    expect(screen.getByText(/^Página 1 de \d+$/)).toHaveTextContent('Página 1 de 8');
  });

  it('formats a portfolio in pesos without decimals', () => {
    renderChart({ valueKind: 'amount', points: [{ date: '2024-05-06', value: 12_345_678.4 }] });
    expect(readout('Valor')).toHaveTextContent('$ 12.345.678');
  });

  it('shows the spec’s empty text when there are no points', () => {
    const { factory } = renderChart({ points: [] });
    expect(
      screen.getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(factory).not.toHaveBeenCalled();
  });

  it('announces a failed load and retries', async () => {
    const onRetry = vi.fn();
    renderChart({ hasError: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar el gráfico');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('while the drawing loads keeps the plot’s height and already reads with the keyboard', async () => {
    const user = userEvent.setup();
    const { factory, drawn } = fakePlot();
    const { rerender } = render(
      <TimeSeriesChartView title={title} points={points} createPlot={null} />,
    );
    const plot = screen.getByRole('img', { name: new RegExp(`^${title} desde`) });
    expect(plot.parentElement).toHaveStyle({ height: '280px' });
    await user.click(cursor());
    await user.keyboard('{Home}');
    expect(cursor()).toHaveAttribute('aria-valuetext', '02/01/2019');
    rerender(<TimeSeriesChartView title={title} points={points} createPlot={factory} />);
    expect(factory).toHaveBeenCalledOnce();
    expect(drawn.at(-1)?.values).toEqual(points.map((p) => p.value));
    expect(cursor()).toHaveAttribute('aria-valuetext', '02/01/2019');
  });

  it('announces loading', () => {
    renderChart({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
  });
});

describe('chart model', () => {
  const { times } = toSeries(points);
  const all = { start: 0, end: times.length - 1 };

  it('keeps valid points in day order', () => {
    const series = toSeries([
      { date: '2019-01-03', value: 2 },
      { date: '20190102', value: 1 },
      { date: '2019-02-30', value: 9 },
      { date: '2019-01-04', value: Number.NaN },
    ]);
    expect(series.points.map((p) => p.value)).toEqual([1, 2]);
    expect(series.values).toEqual([1, 2]);
  });

  it('keeps the last point given for a day, in or out of order', () => {
    const days = (input: TimeSeriesPoint[]) => toSeries(input).points.map((p) => p.value);
    expect(
      days([
        { date: '2019-01-03', value: 1 },
        { date: '2019-01-02', value: 2 },
        { date: '2019-01-03', value: 3 },
      ]),
    ).toEqual([2, 3]);
    expect(
      days([
        { date: '2019-01-02', value: 1 },
        { date: '2019-01-02', value: 2 },
      ]),
    ).toEqual([2]);
  });

  it('reads only real days', () => {
    expect(dayTime('20240229')).toBe(Date.UTC(2024, 1, 29));
    expect(dayTime('2000-02-29')).toBe(Date.UTC(2000, 1, 29));
    for (const date of ['2023-02-29', '1900-02-29', '2019-04-31', '2019-13-01', '2019-00-10']) {
      expect(dayTime(date), date).toBeNaN();
    }
    for (const date of ['2019/01/02', '2019-1-2', '2019-01-0x', '2019-01-02T00:00', '']) {
      expect(dayTime(date), date).toBeNaN();
    }
  });

  it('moves a month with the day clamped to the month’s end', () => {
    const series = toSeries([
      { date: '2019-01-31', value: 1 },
      { date: '2019-02-27', value: 1 },
      { date: '2019-02-28', value: 1 },
      { date: '2019-03-29', value: 1 },
    ]);
    const window = { start: 0, end: 3 };
    expect(moveCursor('PageUp', 0, series.times, window)).toBe(2);
    expect(moveCursor('PageDown', 3, series.times, window)).toBe(2);
    expect(moveCursor('PageUp', 3, series.times, window)).toBe(3);
    expect(moveCursor('PageDown', 0, series.times, window)).toBe(0);
    expect(moveCursor('Enter', 0, series.times, window)).toBeNull();
  });

  it('keeps the cursor inside the visible range', () => {
    const window = { start: 3, end: 5 };
    expect(moveCursor('ArrowLeft', 3, times, window)).toBe(3);
    expect(moveCursor('Home', 5, times, window)).toBe(3);
    expect(moveCursor('End', 3, times, all)).toBe(5);
  });

  it('starts each range on the first point of its period', () => {
    expect(rangeStart(times, 'all')).toBe(0);
    expect(rangeStart(times, '1M')).toBe(3);
    expect(rangeStart(times, '3A')).toBe(0);
    const full = toSeries(sampleQuotaSeries).times;
    expect(new Date(full[rangeStart(full, '1A')]!).toISOString().slice(0, 10)).toBe('2025-11-20');
  });

  it('samples the last point of each month, newest first', () => {
    expect(monthlyIndices(times, all)).toEqual([5, 4, 2]);
    expect(monthlyIndices(toSeries(sampleQuotaSeries).times, { start: 0, end: 1999 })).toHaveLength(
      94,
    );
  });

  it('finds the point nearest to a place on the time axis', () => {
    expect(indexAtFraction(times, all, 0)).toBe(0);
    expect(indexAtFraction(times, all, 1)).toBe(5);
    expect(indexAtFraction(times, all, 0.5)).toBe(2);
    expect(dayTime('2019-01-31')).toBe(Date.UTC(2019, 0, 31));
  });

  it('labels the axes in es-CL', () => {
    expect(formatTimeTick(Date.UTC(2024, 0, 5), 10)).toBe('05 ene');
    expect(formatTimeTick(Date.UTC(2024, 8, 1), 200)).toBe('sep 2024');
    expect(formatTimeTick(Date.UTC(2024, 8, 1), 2000)).toBe('2024');
    // Half-year ticks over years: each year is named once, not twice in a row.
    const halfYears = [Date.UTC(2020, 0, 1), Date.UTC(2020, 6, 1), Date.UTC(2021, 0, 1)];
    expect(timeTickLabels(halfYears, 2000)).toEqual(['2020', '', '2021']);
    expect(formatValueTick(1500, 100)).toBe('1.500');
    expect(formatValueTick(1.25, 0.05)).toBe('1,25');
  });
});
