import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Componentes/Skeleton',
  component: Skeleton,
  args: { width: 320, height: 80 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-skeleton]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 360 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={40} />
        <Skeleton shape="text" width="60%" />
      </div>
      <Skeleton shape="text" />
      <Skeleton shape="text" width="80%" />
      <Skeleton height={120} />
    </div>
  ),
};

export const Mobile: Story = { tags: ['mobile'], args: { width: '100%', height: 120 } };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
