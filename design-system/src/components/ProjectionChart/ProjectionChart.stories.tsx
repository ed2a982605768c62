import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProjectionChart } from './ProjectionChart.tsx';
import { fiveYears, fortyYears, tenYearsUsd, twentyYears } from './ProjectionChart.sample.ts';

const meta = {
  title: 'Componentes/ProjectionChart',
  component: ProjectionChart,
  args: { title: 'Proyección de su inversión', points: fiveYears, goal: 15_000_000 },
} satisfies Meta<typeof ProjectionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five years with the goal reached: the SVG is named by the title and described by the summary. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('img', { name: 'Proyección de su inversión' });
    await expect(chart).toHaveAccessibleDescription(
      'En 5 años, con $ 14.000.000 aportados, el escenario esperado llega a $ 16.573.608 (entre $ 14.989.089 y $ 18.316.503). Alcanza la meta de $ 15.000.000.',
    );
    const table = within(canvas.getByRole('table', { name: 'Proyección año a año' }));
    await expect(table.getAllByRole('row')).toHaveLength(7);
  },
};

export const GoalNotReached: Story = {
  args: { goal: 20_000_000 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/No alcanza la meta de \$\s20\.000\.000\.$/),
    ).toBeVisible();
  },
};

/** Forty years: the axis labels every few years and the amounts in millions; 41 rows, one page. */
export const LongHorizon: Story = {
  args: { title: 'Proyección de su plan de jubilación', points: fortyYears, goal: 250_000_000 },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('rowheader')).toHaveLength(41);
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const WithoutGoal: Story = {
  args: { points: twentyYears, goal: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/meta/i)).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Leyenda del gráfico' }).children).toHaveLength(
      3,
    );
  },
};

export const Usd: Story = {
  args: {
    title: 'Proyección de su inversión en dólares',
    points: tenYearsUsd,
    currency: 'USD',
    goal: 60_000,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Proyección de su inversión en dólares' }),
    ).toHaveAccessibleDescription(
      /llega a US\$ 57\.696,27 .*No alcanza la meta de US\$ 60\.000,00\.$/,
    );
  },
};

/** At 375 px: the legend wraps, the axis keeps its labels apart and the rows become cards. */
export const Mobile: Story = {
  tags: ['mobile'],
  args: { points: twentyYears, goal: 80_000_000, headingLevel: 3 },
};

export const LongSpanishTitle: Story = {
  args: {
    title:
      'Proyección de su inversión mensual en el Fondo Mutuo Estrategia Conservadora de Renta Fija Nacional e Internacional, Serie APV, con aportes mensuales',
    headingLevel: 3,
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
