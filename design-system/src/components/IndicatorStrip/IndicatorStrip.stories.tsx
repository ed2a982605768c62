import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IndicatorStrip } from './IndicatorStrip.tsx';
import { sampleIndicators } from './IndicatorStrip.sample.ts';

const onRetry = fn();

const meta = {
  title: 'Componentes/IndicatorStrip',
  component: IndicatorStrip,
  args: { indicators: sampleIndicators },
} satisfies Meta<typeof IndicatorStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pesos with 2 decimals (UTM without), IPSA in points; each change signed with an arrow. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Indicadores' }));
    const items = region.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('UF$ 39.245,67al 20/11/2026Variación +0,01 %');
    await expect(items[1]).toHaveTextContent('\u22120,48 %');
    await expect(items[4]).toHaveTextContent('IPSA7.184,52');
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = { args: { indicators: [] } };

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
    title: 'Indicadores económicos y financieros del día publicados por el Banco Central',
    indicators: [
      ...sampleIndicators.slice(0, 2),
      {
        id: 'tpm',
        name: 'Tasa de Política Monetaria del Banco Central de Chile',
        value: 4.75,
        unit: 'points',
        date: '2026-11-20',
      },
      {
        id: 'cobre',
        name: 'Cobre (Bolsa de Metales de Londres)',
        value: 4.3215,
        decimals: 4,
        date: '2026-11-20',
        variation: -12.34,
      },
    ],
  },
};

/** Two columns at 375 px: the five wrap and the page never scrolls sideways. */
export const Mobile: Story = {
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
