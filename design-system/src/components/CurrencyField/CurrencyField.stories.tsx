import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { esClMessages, formatCurrency } from '@inversiones/es-cl';
import { CurrencyField } from './CurrencyField.tsx';

const meta = {
  title: 'Componentes/CurrencyField',
  component: CurrencyField,
  args: { label: 'Monto a invertir', isRequired: true },
  parameters: {
    docs: {
      description: {
        component: [
          'Monto en CLP (por defecto), USD o EUR. Pone los puntos de miles mientras se escribe sin',
          'mover el cursor; USD y EUR aceptan una coma decimal con hasta 2 decimales. `onChange`',
          'recibe un número (`1234567`) o `null`; con `name`, el formulario envía el monto sin puntos.',
          'El nombre accesible dice la moneda (`Monto en pesos chilenos (CLP)`); el prefijo `$` es',
          'solo visual. `minValue`/`maxValue` muestran `El monto mínimo es $ 1.000` o',
          '`El monto máximo es ...` al salir del campo.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <CurrencyField {...args} />
    </div>
  ),
} satisfies Meta<typeof CurrencyField>;

export default meta;
type Story = StoryObj<typeof meta>;

const clpName = 'Monto a invertir en pesos chilenos (CLP)';

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 1500000 } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: clpName })).toHaveFocus();
  },
};

/** Thousands dots appear as the digits are typed. */
export const TypingFormats: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: clpName });
    await userEvent.click(input);
    await userEvent.keyboard('2500000');
    await expect(input).toHaveValue('2.500.000');
  },
};

export const Dollars: Story = {
  args: { label: 'Aporte', currency: 'USD', defaultValue: 12500.5 },
};

export const Euros: Story = {
  args: { label: 'Rescate', currency: 'EUR', defaultValue: 980.25 },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: clpName }));
    await userEvent.tab();
    await expect(within(canvasElement).getByText(esClMessages.required)).toBeVisible();
  },
};

/** Below the minimum, once the field is left. */
export const BelowMinimum: Story = {
  args: {
    minValue: 5000,
    maxValue: 10000000,
    description: `Entre ${formatCurrency(5_000)} y ${formatCurrency(10_000_000)}`,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: clpName });
    await userEvent.click(input);
    await userEvent.keyboard('1000');
    await userEvent.tab();
    await expect(within(canvasElement).getByText('El monto mínimo es $ 5.000')).toBeVisible();
  },
};

export const AboveMaximum: Story = {
  args: { maxValue: 10000000 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: clpName });
    await userEvent.click(input);
    await userEvent.keyboard('25000000');
    await userEvent.tab();
    await expect(within(canvasElement).getByText('El monto máximo es $ 10.000.000')).toBeVisible();
  },
};

/** A form rule, with the spec's partial-redemption message. */
export const InvalidFromForm: Story = {
  args: {
    label: 'Monto a rescatar',
    defaultValue: 48000000,
    isInvalid: true,
    errorMessage:
      'El monto ingresado excede el límite para realizar un rescate parcial. Le solicitamos modificar el monto o hacer un rescate total.',
  },
};

export const Disabled: Story = { args: { defaultValue: 1500000, isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 1500000, isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'Aporte adicional', isRequired: false, placeholder: '0' },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Paso 2:',
    label: 'Monto a invertir',
    labelSmall: 'Se cargará en su cuenta corriente',
    tooltip: 'El monto se invierte al valor cuota del día hábil siguiente.',
    help: 'Consulte el <b>reglamento interno</b> del fondo.',
    description: `Mínimo ${formatCurrency(5_000)}`,
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Monto que desea rescatar del fondo mutuo, considerando las comisiones de salida que correspondan',
    defaultValue: 12345678,
    description:
      'El rescate se paga en la cuenta bancaria registrada a más tardar diez días corridos después de la solicitud.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: 250000 } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: {
    defaultValue: 100,
    isInvalid: true,
    errorMessage: `El monto mínimo es ${formatCurrency(5_000)}`,
  },
};
