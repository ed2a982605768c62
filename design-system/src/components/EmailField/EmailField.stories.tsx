import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EmailField } from './EmailField.tsx';

const meta = {
  title: 'Componentes/EmailField',
  component: EmailField,
  args: { label: 'Correo electrónico', isRequired: true },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <EmailField {...args} />
    </div>
  ),
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'camila.rojas@correo.cl' } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Correo electrónico' }),
    ).toHaveFocus();
  },
};

/** Left empty after a visit: the spec's required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

/** An address without a domain ending: the e-mail rule's caption. */
export const RuleError: Story = {
  args: { defaultValue: 'camila.rojas@correo' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(
      within(canvasElement).getByText('Debe ingresar entre 3 y 254 caracteres válidos'),
    ).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: {
    defaultValue: 'camila.rojas@correo.cl',
    isInvalid: true,
    errorMessage: 'Datos ingresados inválidos',
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'camila.rojas@correo.cl', isDisabled: true },
};

export const ReadOnly: Story = {
  args: { defaultValue: 'camila.rojas@correo.cl', isReadOnly: true },
};

export const Optional: Story = {
  args: { label: 'Correo electrónico alternativo', isRequired: false },
};

/** The stored address masked (portal-spec 5) with the Modificar button. */
export const Obfuscated: Story = {
  args: { obfuscated: true, defaultValue: 'juan.perez@gmail.com' },
};

/** Modificar pressed from the keyboard: an empty field, focused, for the new address. */
export const ObfuscatedModify: Story = {
  args: { obfuscated: true, defaultValue: 'juan.perez@gmail.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Modificar Correo electrónico' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('');
  },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Contacto:',
    label: 'Correo electrónico',
    labelSmall: 'Donde recibirá sus cartolas',
    tooltip: 'Lo usamos para enviarle cartolas y avisos de operaciones.',
    help: 'Revise nuestra <a href="https://www.cmfchile.cl">política de privacidad</a>.',
    description: 'Ej.: nombre@dominio.cl',
  },
};

export const LongSpanishText: Story = {
  args: {
    label:
      'Correo electrónico donde desea recibir las cartolas mensuales y las confirmaciones de sus operaciones',
    defaultValue: 'camila.andrea.rojas.fuenzalida@inversiones-del-pacifico.cl',
    description:
      'Si cambia su correo, las próximas cartolas llegarán a la nueva dirección desde el mes siguiente.',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { obfuscated: true, defaultValue: 'juan.perez@gmail.com' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: 'camila@', isInvalid: true, errorMessage: 'Este campo es inválido' },
};
