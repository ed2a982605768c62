import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from '../Tabs/index.ts';
import { AllocationChart } from './AllocationChart.tsx';
import {
  byAssetClass,
  byCurrency,
  byFund,
  byProduct,
  composition,
} from './AllocationChart.sample.ts';

const onRetry = fn();

const meta = {
  title: 'Componentes/AllocationChart',
  component: AllocationChart,
  args: {
    title: 'Distribución por tipo de activo',
    description: 'Saldos al 20/11/2026; dólares al observado del día.',
    slices: byAssetClass,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AllocationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table is the legend and the text alternative: largest first, shares add to 100,0 %. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Distribución por tipo de activo' }));
    await expect(table.getAllByRole('rowheader')[0]).toHaveTextContent('Renta fija nacional');
    await expect(table.getAllByRole('row').at(-1)).toHaveTextContent('Total$ 58.608.262100,0 %');
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      /^Distribución por tipo de activo: Renta fija nacional 23,5\u00a0%/,
    );
  },
};

/** Twelve funds: eight and 'Otros', which says what it groups. */
export const WithOthers: Story = {
  args: { title: 'Distribución por fondo', slices: byFund, description: undefined },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'));
    await expect(table.getAllByRole('rowheader')).toHaveLength(10);
    await expect(table.getByText(/^Incluye: Fondo Mutuo Asia Emergente/)).toBeVisible();
  },
};

/** Pointing at a row brings its slice forward and shows its share in the ring. */
export const Highlight: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('rowheader', { name: /Balanceado/ }));
    await expect(canvasElement.querySelector('[data-slice="balanceado"]')).toHaveAttribute(
      'data-active',
    );
  },
};

/** The screen composes the dimension switch: Tabs around one chart per dimension. */
const dimensions = {
  activo: { title: 'Distribución por tipo de activo', slices: byAssetClass },
  producto: { title: 'Distribución por producto', slices: byProduct },
  moneda: { title: 'Distribución por moneda', slices: byCurrency },
};

/** The screen composes the dimension switch: Tabs around one chart, arrow keys between them. */
export const WithDimensionTabs: Story = {
  render: function Render() {
    const [dimension, setDimension] = useState<keyof typeof dimensions>('activo');
    return (
      <Tabs
        aria-label="Ver distribución por"
        selectedKey={dimension}
        onSelectionChange={(key) => setDimension(key as keyof typeof dimensions)}
        items={[
          { id: 'activo', label: 'Tipo de activo' },
          { id: 'producto', label: 'Producto' },
          { id: 'moneda', label: 'Moneda' },
        ]}
      >
        <AllocationChart {...dimensions[dimension]} headingLevel={3} />
      </Tabs>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('table', { name: 'Distribución por moneda' })).toBeVisible();
  },
};

export const SingleSlice: Story = {
  args: { title: 'Distribución por moneda', slices: byCurrency.slice(0, 1) },
};

/** A fund's composition, given in shares: no amounts, only each part's share. */
export const Shares: Story = {
  args: {
    title: 'Composición por tipo de instrumento',
    description: 'Cartera al 31/10/2026.',
    slices: composition,
    measure: 'share',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(
      canvas.getByRole('table', { name: 'Composición por tipo de instrumento' }),
    );
    await expect(table.getAllByRole('row').at(-1)).toHaveTextContent('Total100,0 %');
    await expect(table.queryByRole('columnheader', { name: 'Monto' })).toBeNull();
  },
};

export const Empty: Story = { args: { slices: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: { hasError: true, onRetry },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: {
    title: 'Distribución de sus inversiones consolidadas por clase de activo subyacente',
    slices: [
      {
        id: 'a',
        label: 'Renta fija nacional de mediano y largo plazo en unidades de fomento',
        amount: 123456789012,
      },
      {
        id: 'b',
        label: 'Renta variable internacional de mercados emergentes',
        amount: 98765432109,
      },
      { id: 'c', label: 'Intermediación financiera', amount: 1234567 },
    ],
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { slices: byFund, title: 'Distribución por fondo' },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
