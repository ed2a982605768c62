import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StepCounter } from './StepCounter.tsx';

const meta = {
  title: 'Componentes/StepCounter',
  component: StepCounter,
  args: { current: 2, total: 5 },
} satisfies Meta<typeof StepCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paso 2 de 5')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('2 / 5')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LastStep: Story = { args: { current: 12, total: 12 } };

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
