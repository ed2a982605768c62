import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { preloadTimeSeriesChart } from './preload.ts';
import { TimeSeriesChart } from './TimeSeriesChart.tsx';
import {
  sampleFallingSeries,
  sampleQuotaSeries,
  sampleShortSeries,
} from './TimeSeriesChart.sample.ts';
import { TimeSeriesChartView } from './TimeSeriesChartView.tsx';

const onRetry = fn();

const meta = {
  title: 'Componentes/TimeSeriesChart',
  component: TimeSeriesChart,
  args: { title: 'Valor cuota de Fondo Mutuo Renta Local', points: sampleQuotaSeries },
  // The chart library loads with the first chart; loaded first, each story draws as it renders.
  loaders: [
    async () => {
      await preloadTimeSeriesChart();
      return {};
    },
  ],
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every business day since 2019; the cursor is read with the keyboard and the table opens. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cursor = canvas.getByRole('slider', { name: /Recorrer Valor cuota/ });
    await expect(
      canvas.getByRole('img', { name: /desde 02\/01\/2019: de \$\s1\.000,0000 a/ }),
    ).toBeInTheDocument();
    cursor.focus();
    await userEvent.keyboard('{Home}');
    await expect(cursor).toHaveAttribute('aria-valuetext', '02/01/2019');
    await userEvent.keyboard('{ArrowRight}');
    await expect(cursor).toHaveAttribute('aria-valuetext', '03/01/2019');
    await userEvent.keyboard('{PageUp}');
    await expect(cursor).toHaveAttribute('aria-valuetext', '04/02/2019');
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
        /^04\/02\/2019: \$\s[\d.]+,\d{4}\. Variación desde 02\/01\/2019: [+−]\d+,\d{2} %$/,
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ver datos en tabla' }));
    const table = within(canvas.getByRole('table', { name: /último valor de cada mes/ }));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('20/11/2026');
  },
};

/** The last month and a half: a range of its own and the whole series. */
export const ShortRange: Story = {
  args: { points: sampleShortSeries, ranges: ['1M', 'all'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '1M: Último mes' }));
    await expect(canvas.getByRole('radio', { name: '1M: Último mes' })).toBeChecked();
    await expect(canvas.getByRole('img', { name: /desde 20\/10\/2026/ })).toBeInTheDocument();
  },
};

/** A portfolio that lost value: the variation is signed with the minus sign, not only red. */
export const NegativeVariation: Story = {
  args: {
    title: 'Valor de su cartera',
    points: sampleFallingSeries,
    valueKind: 'amount',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^−\d+,\d{2} %$/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { points: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Cargando...');
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Estimado cliente: no se encuentra información para su búsqueda.',
      ),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { points: [], hasError: true, onRetry },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** The first chart of a page while its drawing code loads: the plot's place is held (nothing
 * moves when it draws) and the readout, the keyboard cursor and the table already work. */
export const DrawingLoads: Story = {
  render: (args) => <TimeSeriesChartView {...args} createPlot={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cursor = canvas.getByRole('slider', { name: /Recorrer Valor cuota/ });
    await expect(canvas.getByRole('img', { name: /desde 02\/01\/2019/ }).parentElement).toHaveStyle(
      { height: '280px' },
    );
    cursor.focus();
    await userEvent.keyboard('{Home}');
    await expect(cursor).toHaveAttribute('aria-valuetext', '02/01/2019');
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { height: 220 } };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };

export const LongSpanishLabels: Story = {
  args: {
    title:
      'Valor cuota del Fondo Mutuo Estrategia Conservadora de Renta Fija Nacional e Internacional, Serie APV',
    valueKind: 'amount',
    currency: 'USD',
    points: sampleFallingSeries.map((point) => ({ ...point, value: point.value / 950 })),
    messages: {
      since: (year: number) => `Desde el inicio de ${year}`,
      showTable: 'Ver los datos del gráfico en una tabla, mes a mes',
    },
  },
};
