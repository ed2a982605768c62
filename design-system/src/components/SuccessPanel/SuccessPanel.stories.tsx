import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SuccessPanel } from './SuccessPanel.tsx';

const meta = {
  title: 'Componentes/SuccessPanel',
  component: SuccessPanel,
  args: {
    title: 'Datos actualizados',
    children: 'Sus datos personales quedaron registrados.',
    onAction: fn(),
  },
} satisfies Meta<typeof SuccessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finalizar' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

export const CustomAction: Story = { args: { actionLabel: 'Ir al inicio' } };

export const WithoutAction: Story = { args: { onAction: undefined } };

export const LongSpanishText: Story = {
  args: {
    title: 'Su declaración de inversionista calificado fue recibida correctamente',
    children:
      'Revisaremos los antecedentes y le informaremos por correo electrónico cuando su perfil quede habilitado para operar.',
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
