import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PhoneField } from './PhoneField.tsx';

const prefixes = [
  { key: '56', value: '+56' },
  { key: '54', value: '+54' },
  { key: '51', value: '+51' },
  { key: '1', value: '+1' },
];

const meta = {
  title: 'Componentes/PhoneField',
  component: PhoneField,
  args: { label: 'Teléfono celular', isRequired: true, prefixes },
  render: (args) => (
    <div style={{ maxWidth: 400, minHeight: 260 }}>
      <PhoneField {...args} />
    </div>
  ),
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: { prefix: '56', number: '987654321' } } };

export const Focused: Story = {
  args: { defaultValue: { prefix: '56', number: '' } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('textbox', { name: 'Número' })).toHaveFocus();
  },
};

/** Keyboard only: prefix from the list, then the digits (letters and symbols are ignored). */
export const TypedWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    const trigger = canvas.getByRole('button', { name: /Código de país/ });
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('9 8765-4321');
    await expect(canvas.getByRole('textbox', { name: 'Número' })).toHaveValue('987654321');
  },
};

/** Left empty: one required message for the group. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Número' })).toHaveAccessibleDescription(
      'Este campo es requerido',
    );
    // The group's line is the visible one (the prefix keeps the same text as its description).
    await expect(canvas.getAllByText('Este campo es requerido').at(-1)).toBeVisible();
  },
};

/** Too few digits: our own wording (the spec only bounds the length). */
export const RuleError: Story = {
  args: { defaultValue: { prefix: '56', number: '98765' } },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Número' })).toHaveAccessibleDescription(
      'Ingrese un número de 9 dígitos',
    );
    // The group's line is the visible one (the prefix keeps the same text as its description).
    await expect(canvas.getAllByText('Ingrese un número de 9 dígitos').at(-1)).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: {
    defaultValue: { prefix: '56', number: '987654321' },
    isInvalid: true,
    errorMessage: 'Datos ingresados inválidos',
  },
};

export const Disabled: Story = {
  args: { defaultValue: { prefix: '56', number: '987654321' }, isDisabled: true },
};

export const ReadOnly: Story = {
  args: { defaultValue: { prefix: '56', number: '987654321' }, isReadOnly: true },
};

export const Optional: Story = { args: { label: 'Teléfono fijo', isRequired: false } };

/** The stored phone masked but its last 3 digits, with the Modificar button. */
export const Obfuscated: Story = {
  args: { obfuscated: true, defaultValue: { prefix: '56', number: '987654321' } },
};

/** Modificar from the keyboard: the prefix stays, the number starts empty and focused. */
export const ObfuscatedModify: Story = {
  args: { obfuscated: true, defaultValue: { prefix: '56', number: '987654321' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Número' })).toHaveFocus();
  },
};

/** The prefix list open. */
export const PrefixListOpen: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await within(document.body).findByRole('listbox');
  },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Contacto:',
    label: 'Teléfono celular',
    labelSmall: 'Para avisos de seguridad',
    tooltip: 'Le enviaremos un código por SMS cuando opere.',
    help: 'Revise nuestra <a href="https://www.cmfchile.cl">política de privacidad</a>.',
    description: 'Nueve dígitos, sin el código de país.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Teléfono de contacto donde su ejecutivo de inversiones puede ubicarlo en horario hábil',
    defaultValue: { prefix: '56', number: '223456789' },
    description:
      'Si es un teléfono fijo, incluya el código de área; por ejemplo, 2 para la Región Metropolitana.',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { defaultValue: { prefix: '56', number: '987654321' } },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: {
    defaultValue: { prefix: '56', number: '9876' },
    isInvalid: true,
    errorMessage: 'Este campo es inválido',
  },
};
