import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleHoldings, sampleUsdRate } from '../private/sample-portfolio.ts';
import { HoldingsTable } from './HoldingsTable.tsx';

const onRetry = fn();

const meta = {
  title: 'Componentes/HoldingsTable',
  component: HoldingsTable,
  args: {
    holdings: sampleHoldings,
    usdRate: sampleUsdRate,
    getFundHref: (holding) => `/ffmm/misFondos/fondo/${holding.id}`,
  },
} satisfies Meta<typeof HoldingsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const tableOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Mis Fondos' }));

/** Totals per currency and the consolidated total in pesos, under the rows. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    await expect(table.getByRole('rowheader', { name: 'Total en pesos' })).toBeVisible();
    await expect(table.getAllByRole('row').at(-1)).toHaveTextContent('$ 58.608.262');
    await expect(table.getByRole('link', { name: 'Fondo Mutuo Money Market' })).toHaveAttribute(
      'href',
      '/ffmm/misFondos/fondo/mm-a-1001',
    );
  },
};

/** Saldo sorts pesos and dollars together by their value in pesos, from the keyboard. */
export const SortByBalance: Story = {
  play: async ({ canvasElement }) => {
    const table = tableOf(canvasElement);
    table.getByRole('button', { name: 'Saldo' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(table.getByRole('columnheader', { name: /Saldo/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('Deuda Corto Plazo');
  },
};

export const PesosOnly: Story = {
  args: { holdings: sampleHoldings.filter((h) => h.currency === 'CLP') },
};

export const Empty: Story = { args: { holdings: [] } };

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
    holdings: [
      {
        ...sampleHoldings[2]!,
        fundName:
          'Fondo Mutuo Estrategia Conservadora de Renta Fija Nacional e Internacional Serie Ahorro Previsional',
        series: 'APV-Ahorro Previsional Voluntario',
      },
      ...sampleHoldings.slice(3),
    ],
  },
};

/** Below 768 px: a card per holding, then the totals as a last card. */
export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
