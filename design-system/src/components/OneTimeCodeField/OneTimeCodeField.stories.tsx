import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OneTimeCodeField } from './OneTimeCodeField.tsx';

const meta = {
  title: 'Componentes/OneTimeCodeField',
  component: OneTimeCodeField,
  args: {
    label: 'Código de verificación',
    description: 'Ingrese el código de 6 dígitos que le enviamos.',
    isRequired: true,
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <OneTimeCodeField {...args} />
    </div>
  ),
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '482913' } };

/** Letters and spaces typed are dropped: only the digits stay. */
export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Código de verificación' });
    await userEvent.type(input, '48 29a13');
    await expect(input).toHaveValue('482913');
  },
};

/** Left with fewer digits than the code has. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Código de verificación' });
    await userEvent.type(input, '482');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(canvasElement).getByText('Ingrese los 6 dígitos del código.'),
    ).toBeVisible();
  },
};

/** The server refused the code: its answer shown under the field. */
export const Refused: Story = {
  args: {
    defaultValue: '482913',
    isInvalid: true,
    errorMessage: 'El código no es válido o ha expirado.',
  },
};

/** A four-digit PIN. */
export const FourDigitPin: Story = {
  args: { label: 'PIN', length: 4, kind: 'pin', description: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'PIN' });
    await userEvent.type(input, '12');
    await userEvent.tab();
    await expect(within(canvasElement).getByText('Ingrese los 4 dígitos del PIN.')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: '482913', isDisabled: true } };
