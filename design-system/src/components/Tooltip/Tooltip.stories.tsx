import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Componentes/Tooltip',
  component: Tooltip,
  args: {
    content: 'Descarga la cartola del último mes en PDF.',
    children: <Button variant="secondary">Descargar cartola</Button>,
  },
  render: (args) => (
    <div style={{ padding: '72px 24px' }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Tab opens it at once, Escape closes it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Descargar cartola' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tip = await within(document.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Descarga la cartola del último mes en PDF.');
    await expect(button).toHaveAccessibleDescription('Descarga la cartola del último mes en PDF.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };

export const LongSpanishText: Story = {
  args: {
    defaultOpen: true,
    content:
      'El valor cuota corresponde al cierre del día hábil anterior y puede variar según las condiciones del mercado.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultOpen: true } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultOpen: true },
};
