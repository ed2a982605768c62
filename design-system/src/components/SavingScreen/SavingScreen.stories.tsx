import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SavingScreen } from './SavingScreen.tsx';

const meta = {
  title: 'Componentes/SavingScreen',
  component: SavingScreen,
} satisfies Meta<typeof SavingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saving: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Guardando datos....',
    );
  },
};

export const Signing: Story = { args: { isSigning: true } };

export const LongSpanishText: Story = {
  args: {
    message:
      'Estamos guardando la información de su declaración de inversionista y de sus cuentas bancarias; no cierre esta ventana.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { isSigning: true } };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
