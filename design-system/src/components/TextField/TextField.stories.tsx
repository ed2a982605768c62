import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Componentes/TextField',
  component: TextField,
  args: { label: 'Nombre', isRequired: true },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'Camila Rojas' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
  },
};

/** Left empty after a visit: the spec's required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

/** A character outside the free-text rule: the rule's caption. */
export const RuleError: Story = {
  args: { defaultValue: 'Camila <Rojas>' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('Debe ingresar entre 1 y 256 caracteres válidos'),
    ).toBeVisible();
  },
};

/** An error set by the form (for example react-hook-form), with its own message. */
export const InvalidFromForm: Story = {
  args: { defaultValue: 'Camila', isInvalid: true, errorMessage: 'Datos ingresados inválidos' },
};

export const Disabled: Story = { args: { defaultValue: 'Camila Rojas', isDisabled: true } };

export const ReadOnly: Story = { args: { defaultValue: 'Camila Rojas', isReadOnly: true } };

export const Optional: Story = {
  args: { label: 'Segundo nombre', isRequired: false, placeholder: 'Ej.: Andrea' },
};

/** labelStrong, labelSmall, tooltip, sanitised help and a description. */
export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Paso 1:',
    label: 'Profesión u oficio',
    labelSmall: 'Como figura en su contrato de trabajo',
    tooltip: 'Lo pide la Comisión para el Mercado Financiero para conocer a sus clientes.',
    help: 'Vea la <a href="https://www.cmfchile.cl">normativa vigente</a>.<script>alert(1)</script>',
    description: 'Máximo 256 caracteres.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Declaración de origen de los fondos que se invertirán en la cuenta de inversión de la sociedad',
    defaultValue: 'Ahorros provenientes de remuneraciones y de la venta de una propiedad',
    description:
      'Indique con el mayor detalle posible de dónde provienen los fondos; su ejecutivo puede pedirle respaldos.',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { label: 'Correo electrónico', defaultValue: 'camila.rojas@correo.cl', rule: 'email' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: 'Camila', isInvalid: true, errorMessage: 'Este campo es inválido' },
};
