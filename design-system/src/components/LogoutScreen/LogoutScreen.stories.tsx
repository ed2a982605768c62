import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LogoutScreen } from './LogoutScreen.tsx';

const meta = {
  title: 'Componentes/LogoutScreen',
  component: LogoutScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LogoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Su sesión se está cerrando' }),
    ).toBeVisible();
    await expect(canvas.getByText('En breve será redirigido al sitio público.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Cerrando sesión');
  },
};

export const LongSpanishText: Story = {
  args: {
    message:
      'Estamos cerrando su sesión de forma segura. En breve será redirigido al sitio público de Inversiones.',
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
