import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceSummary } from './BalanceSummary.tsx';

const onRetry = fn();

const meta = {
  title: 'Componentes/BalanceSummary',
  component: BalanceSummary,
  args: {
    date: '2026-11-20',
    totals: [
      { currency: 'CLP', balance: 45678901, result: 1234567 },
      { currency: 'USD', balance: 12345.67, result: -234.56 },
    ],
  },
} satisfies Meta<typeof BalanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gain and loss: each named in words and signed, the colour only reinforces it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Resumen de saldos' }));
    await expect(region.getByText('Ganancia')).toBeVisible();
    await expect(region.getByText('+$ 1.234.567')).toBeVisible();
    await expect(region.getByText('Pérdida')).toBeVisible();
    await expect(region.getByText('\u2212US$ 234,56')).toBeVisible();
  },
};

export const PesosOnly: Story = {
  args: { totals: [{ currency: 'CLP', balance: 1234567, result: 0 }] },
};

export const Empty: Story = { args: { totals: [] } };

export const Loading: Story = { args: { isLoading: true } };

export const LoadError: Story = {
  args: { hasError: true, onRetry },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const retry = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const LongSpanishText: Story = {
  args: {
    title: 'Resumen consolidado de saldos de sus fondos mutuos y ahorro previsional voluntario',
    totals: [
      { currency: 'CLP', balance: 123456789012, result: -98765432 },
      { currency: 'USD', balance: 9876543.21, result: 123456.78 },
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
