import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AmountEntry } from './AmountEntry.tsx';

const meta = {
  title: 'Componentes/AmountEntry',
  component: AmountEntry,
  args: {
    label: 'Monto a invertir',
    currency: 'CLP',
    value: null,
    onChange: fn(),
    available: 1_234_567,
    minValue: 5_000,
    maxValue: 500_000_000,
    isRequired: true,
  },
  argTypes: { currency: { control: 'inline-radio', options: ['CLP', 'USD', 'EUR'] } },
  parameters: {
    docs: {
      description: {
        component: [
          'El monto de una inversión o un rescate: un `CurrencyField` con el saldo disponible y el',
          'mínimo debajo (su descripción accesible). Al salir del campo avisa, en una región viva,',
          '`El monto mínimo es $ 5.000.`, `El monto máximo es ...` o `El monto supera su saldo',
          'disponible de ...` (de dos topes superados, el menor). `errorMessage` muestra el error',
          'del servidor. Con `onUseAll`, el botón `Usar todo el saldo` pone el saldo en el campo.',
          'Es controlado: `value` y `onChange` (un número o `null`).',
        ].join('\n'),
      },
    },
  },
  // Controlled: the story keeps the amount as the portal's form does.
  render: function Render(args) {
    const [amount, setAmount] = useState(args.value);
    return (
      <div style={{ maxWidth: 360 }}>
        <AmountEntry
          {...args}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof AmountEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

const clpName = 'Monto a invertir en pesos chilenos (CLP)';

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: clpName });
    await expect(input).toHaveAccessibleDescription('Saldo disponible: $ 1.234.567 Mínimo $ 5.000');
  },
};

export const Filled: Story = { args: { value: 250_000 } };

/** Typed from the keyboard: thousands dots as the digits come, a number out. */
export const Typing: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const input = within(canvasElement).getByRole('textbox', { name: clpName });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('250000');
    await expect(input).toHaveValue('250.000');
    await expect(args.onChange).toHaveBeenLastCalledWith(250000);
  },
};

/** 'Usar todo el saldo' fills the field with the balance and says so; the focus stays. */
export const UseAllBalance: Story = {
  args: { onUseAll: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Usar todo el saldo' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: clpName })).toHaveValue('1.234.567');
    await expect(args.onUseAll).toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Monto ingresado: $ 1.234.567');
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: clpName }));
    await userEvent.keyboard('1000');
    await userEvent.tab();
    await expect(canvas.getByText('El monto mínimo es $ 5.000.')).toBeVisible();
  },
};

export const AboveAvailable: Story = {
  args: { onUseAll: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: clpName });
    await userEvent.click(input);
    await userEvent.keyboard('2000000');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('El monto supera su saldo disponible de $ 1.234.567.'),
    ).toBeVisible();
  },
};

export const AboveMaximum: Story = {
  args: { available: 900_000_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: clpName }));
    await userEvent.keyboard('600000000');
    await userEvent.tab();
    await expect(canvas.getByText('El monto máximo es $ 500.000.000.')).toBeVisible();
  },
};

/** The server refused the amount: its message is the field's error. */
export const ServerError: Story = {
  args: {
    value: 250_000,
    errorMessage: 'El fondo no recibe aportes mientras se calcula el valor cuota del día.',
  },
};

export const Disabled: Story = { args: { value: 250_000, isDisabled: true, onUseAll: fn() } };

export const Dollars: Story = {
  args: {
    currency: 'USD',
    value: 1_500.5,
    available: 12_500.75,
    minValue: 50,
    maxValue: 1_000_000,
    onUseAll: fn(),
  },
};

export const Euros: Story = {
  args: { label: 'Monto a rescatar', currency: 'EUR', available: 980.25, minValue: 10 },
};

/** A redemption: its own balance label and a description before the limits. */
export const Redemption: Story = {
  args: {
    label: 'Monto a rescatar',
    availableLabel: 'Saldo rescatable',
    available: 3_450_000,
    minValue: 1_000,
    maxValue: undefined,
    description: 'El rescate se paga en su cuenta bancaria registrada.',
    onUseAll: fn(),
    useAllLabel: 'Rescatar todo',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Monto que desea invertir en el fondo mutuo, considerando la comisión de colocación de la serie',
    availableLabel: 'Saldo disponible en su cuenta corriente para inversiones del día',
    description:
      'Las inversiones ingresadas después de las 14:00 horas se procesan al día hábil bancario siguiente.',
    value: 12_345_678,
    onUseAll: fn(),
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { value: 250_000, onUseAll: fn() } };

/** The balance error at 375 px, after leaving the field. */
export const MobileError: Story = {
  tags: ['mobile'],
  args: { onUseAll: fn() },
  play: AboveAvailable.play,
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { value: 2_000_000, errorMessage: 'El monto supera su saldo disponible de $ 1.234.567.' },
};
