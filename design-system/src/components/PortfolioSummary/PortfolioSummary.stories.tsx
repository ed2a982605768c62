import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Select } from '../Select/index.ts';
import { PortfolioSummary } from './PortfolioSummary.tsx';
import {
  sampleAsOf,
  samplePeriods,
  sampleTotal,
  sampleUsdRate,
  sampleUsdTotal,
} from './PortfolioSummary.sample.ts';

const onInvest = fn();
const onRetry = fn();
const twelveMonths = samplePeriods[1];

const meta = {
  title: 'Componentes/PortfolioSummary',
  component: PortfolioSummary,
  args: {
    total: sampleTotal,
    asOf: sampleAsOf,
    usdRate: sampleUsdRate,
    usdTotal: sampleUsdTotal,
    periodLabel: twelveMonths.value,
    variation: twelveMonths.variation,
    profitability: twelveMonths.profitability,
    action: <Button onPress={onInvest}>Invertir</Button>,
  },
} satisfies Meta<typeof PortfolioSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total first; the period's figures signed; Invertir reached from the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Mi patrimonio' }));
    await expect(region.getByText('$ 58.608.262')).toBeVisible();
    await expect(region.getByText('Rentabilidad Últimos 12 Meses')).toBeVisible();
    await expect(region.getByText('+7,35 %')).toBeVisible();
    await userEvent.tab();
    await expect(region.getByRole('button', { name: 'Invertir' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onInvest).toHaveBeenCalled();
  },
};

/** The day's change under the total, signed in pesos and percent (a fall: minus and arrow). */
export const DayVariation: Story = {
  args: { dayVariation: { amount: -41226, percent: -0.3092 } },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Mi patrimonio' }));
    await expect(region.getByText('Variación del día')).toBeVisible();
    await expect(region.getByText(/^[−-]\$ 41\.226/)).toBeVisible();
    await expect(region.getByText(/\([−-]0,31\s%\)/)).toBeVisible();
  },
};

/** The period selector is the portal's (another component); here a stand-in Select. */
export const WithPeriodSelector: Story = {
  render: function Render(args) {
    const [key, setKey] = useState<string>('12m');
    const period = samplePeriods.find((p) => p.key === key) ?? twelveMonths;
    return (
      <PortfolioSummary
        {...args}
        periodLabel={period.value}
        variation={period.variation}
        profitability={period.profitability}
        periodSelector={
          <Select
            label="Período"
            necessityIndicator="none"
            options={samplePeriods}
            value={key}
            onChange={(next) => setKey(next ?? '12m')}
          />
        }
      />
    );
  },
};

/** A month that fell: minus sign and arrow, not only red. */
export const Loss: Story = {
  args: {
    periodLabel: samplePeriods[2].value,
    variation: samplePeriods[2].variation,
    profitability: samplePeriods[2].profitability,
  },
};

/** A new client: a title, one sentence and the way to invest. */
export const Empty: Story = {
  args: { isEmpty: true },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: 'Mi patrimonio' }));
    await expect(region.getByRole('heading', { name: 'Aún no tiene inversiones' })).toBeVisible();
    await expect(region.getByRole('button', { name: 'Invertir' })).toBeVisible();
  },
};

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
    title: 'Patrimonio consolidado de todas sus cuentas de inversión',
    total: 123456789012,
    usdTotal: 9876543.21,
    periodLabel: 'Período Seleccionado del 01/01/2026 al 20/11/2026',
    variation: 9876543210,
  },
};

/** At 375 px the total, the period and Invertir sit above the fold. */
export const Mobile: Story = {
  tags: ['mobile'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Invertir' });
    await expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvasElement.ownerDocument.defaultView!.innerHeight,
    );
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
