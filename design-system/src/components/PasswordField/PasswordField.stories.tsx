import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Componentes/PasswordField',
  component: PasswordField,
  args: { label: 'Clave', autoComplete: 'current-password', isRequired: true },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <PasswordField {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Typed and hidden: dots, and the button offers to show it. */
export const Filled: Story = { args: { defaultValue: 'Cordillera nevada 2026' } };

/** Shown after pressing the button from the keyboard: plain text, announced, focus kept. */
export const Shown: Story = {
  args: { defaultValue: 'Cordillera nevada 2026' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Clave/);
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Mostrar clave' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar clave' })).toHaveFocus();
    await expect(canvas.getByText('La clave está visible.')).toBeInTheDocument();
  },
};

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText(/^Clave/)).toHaveFocus();
  },
};

/** Left empty after a visit: the required message. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Clave/);
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

/** Refused by the server (its rule as the message). */
export const InvalidFromForm: Story = {
  args: {
    label: 'Nueva clave',
    autoComplete: 'new-password',
    defaultValue: 'clave1234',
    isInvalid: true,
    errorMessage: 'La clave es muy común o fácil de adivinar. Elija otra.',
  },
};

/** Creating a password: the hint under the field. */
export const NewPassword: Story = {
  args: {
    label: 'Nueva clave',
    autoComplete: 'new-password',
    description: 'Use al menos 8 caracteres; una frase larga es más segura.',
  },
};

export const Disabled: Story = { args: { defaultValue: 'Cordillera', isDisabled: true } };

/** At 375 px a long passphrase shown in full width; the button wraps under it when needed. */
export const Mobile: Story = {
  tags: ['mobile'],
  args: {
    label: 'Nueva clave',
    autoComplete: 'new-password',
    defaultValue: 'una frase larga que nadie adivinaría jamás en la cordillera',
    description: 'Use al menos 8 caracteres; una frase larga es más segura.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar clave' }));
    await expect(canvas.getByLabelText(/^Nueva clave/)).toHaveAttribute('type', 'text');
  },
};
