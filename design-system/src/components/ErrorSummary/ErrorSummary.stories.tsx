import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TextField } from '../TextField/index.ts';
import { ErrorSummary } from './ErrorSummary.tsx';

const meta = {
  title: 'Componentes/ErrorSummary',
  component: ErrorSummary,
  args: {
    focusOnAppear: false,
    errors: [
      { id: 'story-nombre', label: 'Nombres', message: 'Este campo es requerido' },
      { id: 'story-email', label: 'Correo electrónico', message: 'Datos ingresados inválidos' },
    ],
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <ErrorSummary {...args} />
      <TextField
        id="story-nombre"
        label="Nombres"
        isRequired
        isInvalid
        errorMessage="Este campo es requerido"
      />
      <TextField
        id="story-email"
        label="Correo electrónico"
        isRequired
        isInvalid
        errorMessage="Datos ingresados inválidos"
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SingleError: Story = {
  args: { errors: [{ id: 'story-nombre', label: 'Nombres', message: 'Este campo es requerido' }] },
};

/** A link takes the keyboard user to its field. */
export const LinkMovesFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /Correo electrónico/ }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toHaveFocus(),
    );
  },
};

/** Shown after a failed Continuar: it takes the focus and is read once. */
export const FocusedOnAppearance: Story = {
  args: { focusOnAppear: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', {
      name: 'Revise los siguientes datos antes de continuar',
    });
    await waitFor(() => expect(group).toHaveFocus());
  },
};

export const LongSpanishText: Story = {
  args: {
    errors: [
      {
        id: 'story-nombre',
        label: 'Número de serie de la cédula de identidad del cónyuge',
        message:
          'El número de serie de su cédula de identidad no es válido. Por favor, contacte a su Ejecutivo de Inversiones',
      },
      { id: 'story-email', label: 'Correo electrónico', message: 'Datos ingresados inválidos' },
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
