import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCompactAmount } from './compact-amount.ts';
import { ProjectionChart } from './ProjectionChart.tsx';
import {
  niceTicks,
  projectionLayout,
  toProjection,
  yearTicks,
  type ProjectionPointInput,
} from './projection-model.ts';
import { fortyYears } from './ProjectionChart.sample.ts';

const title = 'Proyección de su inversión';
const points: ProjectionPointInput[] = [
  {
    year: 0,
    contributed: 2_000_000,
    pessimistic: 2_000_000,
    expected: 2_000_000,
    optimistic: 2_000_000,
  },
  {
    year: 1,
    contributed: 4_400_000,
    pessimistic: 4_450_000,
    expected: 4_560_000,
    optimistic: 4_690_000,
  },
  {
    year: 2,
    contributed: 6_800_000,
    pessimistic: 6_900_000,
    expected: 7_150_000,
    optimistic: 7_420_000,
  },
  {
    year: 3,
    contributed: 9_200_000,
    pessimistic: 9_500_000,
    expected: 9_900_000,
    optimistic: 10_400_000,
  },
  {
    year: 4,
    contributed: 11_600_000,
    pessimistic: 12_100_000,
    expected: 13_000_000,
    optimistic: 13_900_000,
  },
  {
    year: 5,
    contributed: 14_000_000,
    pessimistic: 14_800_000,
    expected: 16_234_567,
    optimistic: 17_900_000,
  },
];
const summary =
  'En 5 años, con $ 14.000.000 aportados, el escenario esperado llega a $ 16.234.567 (entre $ 14.800.000 y $ 17.900.000).';

/** The d attribute's y coordinates of a drawn series. */
const ysOf = (container: HTMLElement, series: string) =>
  [
    ...(container.querySelector(`[data-series="${series}"]`)?.getAttribute('d') ?? '').matchAll(
      /[ML]([\d.]+),([\d.]+)/g,
    ),
  ].map((match) => Number(match[2]));

describe('ProjectionChart', () => {
  it('is an image named by its title and described by the visible summary', () => {
    render(<ProjectionChart title={title} points={points} />);
    const chart = screen.getByRole('img', { name: title });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleDescription(summary);
    expect(screen.getByText(summary)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  });

  it('says the goal is reached when the last expected value meets it', () => {
    render(<ProjectionChart title={title} points={points} goal={16_000_000} headingLevel={3} />);
    expect(screen.getByRole('img', { name: title })).toHaveAccessibleDescription(
      `${summary} Alcanza la meta de $ 16.000.000.`,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(title);
    expect(screen.getByText('Meta $ 16.000.000')).toBeInTheDocument();
  });

  it('says the goal is not reached below it', () => {
    render(<ProjectionChart title={title} points={points} goal={20_000_000} />);
    expect(screen.getByRole('img', { name: title })).toHaveAccessibleDescription(
      `${summary} No alcanza la meta de $ 20.000.000.`,
    );
  });

  it('names each series in the legend, the goal only when there is one', () => {
    const { rerender } = render(<ProjectionChart title={title} points={points} />);
    const legend = () => within(screen.getByRole('list', { name: 'Leyenda del gráfico' }));
    expect(
      legend()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Escenario esperado', 'Rango pesimista–optimista', 'Aportado']);
    rerender(<ProjectionChart title={title} points={points} goal={1} />);
    expect(legend().getAllByRole('listitem').at(-1)).toHaveTextContent('Meta');
  });

  it('lists every year in a table with the amounts formatted, on one page', () => {
    render(<ProjectionChart title={title} points={points} />);
    const table = within(screen.getByRole('table', { name: 'Proyección año a año' }));
    const rows = table.getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Año',
      'Aportado',
      'Pesimista',
      'Esperado',
      'Optimista',
    ]);
    expect(within(rows[6]!).getByRole('rowheader')).toHaveTextContent('Año 5');
    expect(
      within(rows[6]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$\u00a014.000.000', '$\u00a014.800.000', '$\u00a016.234.567', '$\u00a017.900.000']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows 41 years without paging', () => {
    render(<ProjectionChart title={title} points={fortyYears} />);
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(41);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('writes dollars with cents', () => {
    const dollars = points.map((p) => ({ ...p, expected: p.expected / 1000 + 0.5 }));
    render(<ProjectionChart title={title} points={dollars} currency="USD" goal={20_000} />);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(
      /llega a US\$ 16\.235,07 .*No alcanza la meta de US\$ 20\.000,00\.$/,
    );
  });

  it('does not crash without points, with one point or with invalid figures', () => {
    const { rerender } = render(<ProjectionChart title={title} points={[]} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(
      screen.getByText('Estimado cliente: no se encuentra información para su búsqueda.'),
    ).toBeInTheDocument();
    rerender(<ProjectionChart title={title} points={points.slice(0, 1)} goal={Number.NaN} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    rerender(
      <ProjectionChart
        title={title}
        points={[...points.slice(0, 2), { ...points[2]!, expected: Number.NaN }]}
      />,
    );
    expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(2);
  });

  it('draws a pessimistic loss on the baseline and still shows it in the table', () => {
    const losing = points.map((p, i) => ({ ...p, pessimistic: i ? -500_000 * i : p.pessimistic }));
    const { container } = render(<ProjectionChart title={title} points={losing} />);
    // The first horizontal line is the tick at $ 0.
    const baseline = Number(container.querySelector('svg[role="img"] line')?.getAttribute('y1'));
    const band = ysOf(container, 'range');
    expect(Math.max(...band)).toBe(baseline);
    expect(band.every((y) => y <= baseline)).toBe(true);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(/entre −\$ 2\.500\.000 y/);
    expect(within(screen.getByRole('table')).getByText('−$ 2.500.000')).toBeInTheDocument();
  });

  it('draws a chart of nothing but zeros and negatives', () => {
    const empty = [0, 1].map((year) => ({
      year,
      contributed: 0,
      pessimistic: -1,
      expected: 0,
      optimistic: 0,
    }));
    render(<ProjectionChart title={title} points={empty} goal={-5} />);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(
      'En 1 año, con $ 0 aportados, el escenario esperado llega a $ 0 (entre −$ 1 y $ 0).',
    );
  });
});

describe('projection model', () => {
  it('keeps finite points in year order, the last of a year winning', () => {
    const kept = toProjection([
      points[2]!,
      { ...points[0]!, optimistic: Number.POSITIVE_INFINITY },
      points[1]!,
      { ...points[1]!, expected: 1 },
    ]);
    expect(kept.map((p) => [p.year, p.expected])).toEqual([
      [1, 1],
      [2, 7_150_000],
    ]);
  });

  it('places round ticks from 0 past the highest value', () => {
    expect(niceTicks(17_900_000, 4)).toEqual([0, 5e6, 10e6, 15e6, 20e6]);
    expect(niceTicks(0, 4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(413_995_705, 4)).toEqual([0, 1e8, 2e8, 3e8, 4e8, 5e8]);
    expect(niceTicks(413_995_705, 3)).toEqual([0, 2.5e8, 5e8]);
    expect(niceTicks(60_000, 4)).toEqual([0, 2e4, 4e4, 6e4]);
  });

  it('labels fewer years on a narrow plot', () => {
    expect(yearTicks(0, 5, 900, 32)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(yearTicks(0, 40, 900, 32)).toEqual([
      0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40,
    ]);
    expect(yearTicks(0, 40, 270, 32)).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
  });

  it('keeps the plot inside the SVG and the goal on the scale', () => {
    const layout = projectionLayout(toProjection(points), {
      width: 343,
      height: 280,
      goal: 25_000_000,
      currency: 'CLP',
    });
    expect(layout.plot.left).toBeGreaterThan(0);
    expect(layout.plot.right).toBeLessThan(343);
    expect(layout.captionY).toBeLessThan(280);
    expect(layout.goalY).toBeGreaterThanOrEqual(layout.plot.top);
    expect(layout.yTicks.map((tick) => tick.label)).toEqual([
      '$\u00a00',
      '$\u00a05\u00a0M',
      '$\u00a010\u00a0M',
      '$\u00a015\u00a0M',
      '$\u00a020\u00a0M',
      '$\u00a025\u00a0M',
    ]);
  });

  it('writes axis amounts short', () => {
    expect(formatCompactAmount(10_000_000)).toBe('$\u00a010\u00a0M');
    expect(formatCompactAmount(1_500_000)).toBe('$\u00a01,5\u00a0M');
    expect(formatCompactAmount(500_000)).toBe('$\u00a0500\u00a0mil');
    expect(formatCompactAmount(999_999)).toBe('$\u00a01\u00a0M');
    expect(formatCompactAmount(1_500_000_000)).toBe('$\u00a01.500\u00a0M');
    expect(formatCompactAmount(250, 'USD')).toBe('US$\u00a0250');
    expect(formatCompactAmount(12_500, 'USD')).toBe('US$\u00a012,5\u00a0mil');
    expect(formatCompactAmount(0)).toBe('$\u00a00');
  });
});
