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

/** The consolidated total and each currency's above the rows, and again under them. */
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

/** Below 768 px: the totals first (on the first screen), a card per holding, the totals card. */
export const Mobile: Story = {
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Mis Fondos' });
    const total = within(region)
      .getAllByText('$ 58.608.262')
      .find((element) => !element.closest('table'));
    await expect(total).toBeVisible();
    await expect(total!.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
