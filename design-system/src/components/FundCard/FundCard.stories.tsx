import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { FundCard } from './FundCard.tsx';

const onInvest = fn();
const onRedeem = fn();

const meta = {
  title: 'Componentes/FundCard',
  component: FundCard,
  args: {
    fundName: 'Fondo Mutuo Renta Chile',
    series: 'A',
    account: '12345-6',
    currency: 'CLP',
    balance: 12345678,
    balanceDate: '2026-11-20',
    quotaValue: 1523.4521,
    quotas: 8103.2145,
    variation: 1.25,
    variationLabel: 'Rentabilidad últimos 12 meses',
  },
  // A card sits in a grid column: about a third of a desktop page.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FundCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Fondo Mutuo Renta Chile' });
    await expect(card).toHaveTextContent('$ 12.345.678');
    await expect(within(card).getByText('Alza')).toBeVisible();
  },
};

/** A USD fund that fell: minus sign, arrow and 'Baja', not only red. */
export const DollarLoss: Story = {
  args: {
    fundName: 'Fondo Mutuo Dólar Global',
    series: 'I',
    account: '99887-1',
    currency: 'USD',
    balance: 1234.56,
    quotaValue: 1.2345,
    quotas: 1000.0567,
    variation: -0.84,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('US$ 1.234,56');
    await expect(within(card).getByText('\u22120,84 %')).toBeVisible();
    await expect(within(card).getByText('Baja')).toBeVisible();
  },
};

/** Invertir and Rescatar reached and pressed from the keyboard. */
export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" onPress={onInvest}>
          Invertir
        </Button>
        <Button size="sm" variant="secondary" onPress={onRedeem}>
          Rescatar
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await userEvent.tab();
    await expect(card.getByRole('button', { name: 'Invertir' })).toHaveFocus();
    await userEvent.tab();
    await expect(card.getByRole('button', { name: 'Rescatar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRedeem).toHaveBeenCalledOnce();
  },
};

/** Risk level and currency written out, as the fund lists (Valores del Día) show them. */
export const RiskAndCurrency: Story = {
  args: {
    fundName: 'Fondo Mutuo Global Equity Dólar',
    series: 'I',
    account: '1001-3',
    currency: 'USD',
    balance: 7344.9,
    quotaValue: 152.3418,
    quotas: 48.2133,
    variation: 11.62,
    riskLevel: 6,
    showCurrency: true,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card).toHaveTextContent('Nivel de riesgo6 de 7');
    await expect(card).toHaveTextContent('MonedaUSD');
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const LongSpanishText: Story = {
  args: {
    fundName: 'Fondo Mutuo Estrategia Conservadora de Renta Fija Nacional e Internacional',
    series: 'APV-Ahorro Previsional Voluntario',
    account: '1234567890-1',
    balance: 987654321,
    variationLabel: 'Rentabilidad nominal acumulada de los últimos doce meses',
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const RiskMobile: Story = { tags: ['mobile'], args: { riskLevel: 3, showCurrency: true } };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
