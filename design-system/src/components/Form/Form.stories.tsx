import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { RutField } from '../RutField/index.ts';
import { Text } from '../Text/index.ts';
import { TextField } from '../TextField/index.ts';
import { Form } from './Form.tsx';

const meta = {
  title: 'Componentes/Form',
  component: Form,
  args: {
    title: 'Ingreso de clientes',
    description: 'Ingrese con su RUT y su clave de acceso.',
    onSubmit: (event) => event.preventDefault(),
    children: (
      <>
        <RutField label="RUT" isRequired />
        <TextField label="Clave" type="password" rule={null} isRequired />
        <Button type="submit" fullWidth>
          Ingresar
        </Button>
      </>
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Form {...args} />
    </div>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Ingreso de clientes' });
    await expect(form).toHaveAccessibleDescription('Ingrese con su RUT y su clave de acceso.');
  },
};

/** Without a title the screen names the form itself (aria-label). */
export const WithoutTitle: Story = {
  args: { title: undefined, description: undefined, 'aria-label': 'Datos de contacto' },
};

/** Fields left empty show their errors when the form is sent, from the keyboard alone. */
export const SubmittedEmpty: Story = {
  args: {
    children: (
      <>
        <TextField label="Nombre" isRequired />
        <TextField label="Correo electrónico" rule="email" isRequired />
        <Button type="submit">Guardar</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toHaveFocus();
    await expect(canvas.getAllByText('Este campo es requerido')).toHaveLength(2);
  },
};

export const LargeGap: Story = { args: { gap: 'lg' } };

export const LongSpanishText: Story = {
  args: {
    title: 'Actualización de antecedentes personales y de contacto del cliente',
    description:
      'Por normativa de la Comisión para el Mercado Financiero debe mantener sus datos al día; revise cada campo antes de continuar.',
    children: (
      <>
        <TextField label="Dirección particular" isRequired />
        <Text size="sm" tone="secondary">
          Los cambios se reflejarán en su próxima cartola.
        </Text>
      </>
    ),
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
