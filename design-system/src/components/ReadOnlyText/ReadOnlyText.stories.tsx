import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReadOnlyText } from './ReadOnlyText.tsx';

const meta = {
  title: 'Componentes/ReadOnlyText',
  component: ReadOnlyText,
  args: { label: 'RUT', value: '12.345.678-5' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ReadOnlyText {...args} />
    </div>
  ),
} satisfies Meta<typeof ReadOnlyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('RUT');
    await expect(canvas.getByRole('definition')).toHaveTextContent('12.345.678-5');
  },
};

export const Empty: Story = { args: { label: 'Segundo apellido', value: '' } };

/** A read-only value the form considers invalid: the spec's generic 'Invalid'. */
export const Invalid: Story = { args: { value: '12.345.678-9', isInvalid: true } };

export const InvalidFromForm: Story = {
  args: { value: '12.345.678-9', isInvalid: true, errorMessage: 'Este campo es inválido' },
};

/** labelStrong, labelSmall, tooltip, sanitised help and a description. */
export const FullAnatomy: Story = {
  args: {
    labelStrong: 'Titular:',
    label: 'Nombre completo',
    labelSmall: 'Como figura en el Registro Civil',
    value: 'Camila Andrea Rojas Valenzuela',
    tooltip: 'Este dato viene de su ficha de cliente.',
    help: 'Para corregirlo, <a href="https://www.example.cl/contacto">contacte a su ejecutivo</a>.<script>alert(1)</script>',
    description: 'No se puede modificar en línea.',
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Dirección particular registrada para el envío de cartolas y comunicaciones',
    value:
      'Avenida Libertador Bernardo O’Higgins 1449, departamento 1203, Santiago Centro, Región Metropolitana de Santiago',
  },
};

export const Mobile: Story = {
  tags: ['mobile'],
  args: { label: 'Correo electrónico', value: 'camila.rojas@correo.cl' },
};

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { value: '12.345.678-9', isInvalid: true },
};
