import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { esClMessages } from '@inversiones/es-cl';
import { BankAccountField } from './BankAccountField.tsx';

const meta = {
  title: 'Componentes/BankAccountField',
  component: BankAccountField,
  args: { label: 'Número de cuenta', isRequired: true },
  parameters: {
    docs: {
      description: {
        component: [
          'Número de cuenta bancaria: solo dígitos, de 1 a 20 por defecto (regla `bank_account`',
          'del kit), como texto para conservar ceros a la izquierda. La cuenta duplicada la valida',
          'el formulario con `validate` (por ejemplo `Cuenta ingresada ya existe, debe ingresar una',
          'cuenta nueva.`).',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <BankAccountField {...args} />
    </div>
  ),
} satisfies Meta<typeof BankAccountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '00123456789' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Número de cuenta' }),
    ).toHaveFocus();
  },
};

/** Hyphens and spaces of a pasted number are dropped. */
export const PastedNumber: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Número de cuenta' });
    await userEvent.click(input);
    await userEvent.paste('00-1234-5678 9');
    await expect(input).toHaveValue('00123456789');
  },
};

export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Número de cuenta' }));
    await userEvent.tab();
    await expect(within(canvasElement).getByText(esClMessages.required)).toBeVisible();
  },
};

/** An account already registered, decided by the form. */
export const Duplicate: Story = {
  args: {
    defaultValue: '00123456789',
    validate: (value: string) =>
      value === '00123456789'
        ? 'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.'
        : null,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('textbox', { name: 'Número de cuenta' }));
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText(
        'Cuenta ingresada ya existe, debe ingresar una cuenta nueva.',
      ),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: '00123456789', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: '00123456789', isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'Cuenta secundaria', isRequired: false, placeholder: 'Solo dígitos' },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Número de la cuenta corriente o cuenta vista en pesos donde recibirá los rescates de sus fondos mutuos',
    defaultValue: '000987654321',
    description:
      'La cuenta debe estar a su nombre; no se aceptan cuentas de terceros ni cuentas de ahorro a plazo.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultValue: '00123456789' } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: '12', isInvalid: true, errorMessage: esClMessages.invalidData },
};
