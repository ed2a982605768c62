import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Toggle } from './Toggle.tsx';

const meta = {
  title: 'Componentes/Toggle',
  component: Toggle,
  args: { label: 'Recibir la cartola mensual por correo electrónico' },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Toggle {...args} />
    </div>
  ),
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single-label mode, off. */
export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: true } };

export const Focused: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('switch')).toHaveFocus();
  },
};

/** Toggle-label mode: `No` and `Si` on each side; the question stays the accessible name. */
export const ToggleLabel: Story = {
  args: { mode: 'toggle-label', label: '¿Es usted persona expuesta políticamente (PEP)?' },
};

export const ToggleLabelOn: Story = {
  args: {
    mode: 'toggle-label',
    label: '¿Es usted persona expuesta políticamente (PEP)?',
    isRequired: true,
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', {
      name: '¿Es usted persona expuesta políticamente (PEP)?',
    });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};

/** Required means on (like a required checkbox): left off, the spec's required message. */
export const RequiredError: Story = {
  args: { label: 'Acepto recibir documentos tributarios en formato electrónico', isRequired: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await expect(within(canvasElement).getByText('Este campo es requerido')).toBeVisible();
  },
};

export const InvalidFromForm: Story = {
  args: { isInvalid: true, errorMessage: 'Datos ingresados inválidos' },
};

export const Disabled: Story = { args: { defaultValue: true, isDisabled: true } };

export const ReadOnly: Story = {
  args: { defaultValue: true, isReadOnly: true, mode: 'toggle-label' },
};

export const Required: Story = {
  args: { isRequired: true, label: 'Acepto las condiciones del servicio', defaultValue: true },
};

export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Notificaciones:',
    labelSmall: 'Puede cambiarlo cuando quiera',
    tooltip: 'La cartola resume los movimientos de todas sus cuentas.',
    help: 'Vea <a href="https://www.cmfchile.cl">qué incluye la cartola</a>.',
    description: 'Se envía los primeros días de cada mes.',
  },
};

export const LongSpanishText: Story = {
  args: {
    mode: 'toggle-label',
    label:
      '¿Tiene usted residencia tributaria en un país distinto de Chile, o es ciudadano de los Estados Unidos de América para efectos de la normativa FATCA?',
    toggleLabels: { off: 'No tengo', on: 'Sí tengo' },
    description: 'Si responde que sí, le pediremos su número de identificación tributaria.',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { mode: 'toggle-label', label: '¿Desea recibir notificaciones?', defaultValue: true },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultValue: true, isInvalid: true, errorMessage: 'Este campo es inválido' },
};
