import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ParagraphCurrency } from './ParagraphCurrency.tsx';

const meta = {
  title: 'Componentes/ParagraphCurrency',
  component: ParagraphCurrency,
  args: { label: 'Monto disponible para rescate:', value: 1234567, name: 'montoDisponible' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <ParagraphCurrency {...args} />
    </div>
  ),
} satisfies Meta<typeof ParagraphCurrency>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pesos: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$ 1.234.567', { exact: false })).toBeVisible();
    await expect(
      canvasElement.querySelector('input[type="hidden"][name="montoDisponible"]'),
    ).toHaveValue('1234567');
  },
};

export const Dollars: Story = {
  args: { label: 'Saldo en su cuenta en dólares:', value: 15890.5, currency: 'USD' },
};

export const Euros: Story = {
  args: { label: 'Valor de la cuota:', value: 1042.37, currency: 'EUR' },
};

export const Empty: Story = { args: { value: null } };

export const WithDescription: Story = {
  args: {
    description:
      'Valor cuota al cierre del día hábil anterior; puede variar al momento del rescate.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'El monto máximo que puede rescatar hoy sin afectar el beneficio tributario de su ahorro previsional voluntario es de',
    value: 98765432,
    description:
      'Si rescata un monto mayor, deberá pagar el impuesto único de segunda categoría más la multa que corresponda.',
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
