import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statusRow } from '../private/status-row.css.ts';
import { TransferStatusBadge, transferStatusIds } from './TransferStatusBadge.tsx';

const meta = {
  title: 'Componentes/TransferStatusBadge',
  component: TransferStatusBadge,
  args: { statusId: 6 },
  argTypes: { statusId: { control: 'select', options: [...transferStatusIds, 8] } },
} satisfies Meta<typeof TransferStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Executed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ejecutada')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Estado: Ejecutada');
  },
};

export const PendingApproval: Story = { args: { statusId: 3 } };

/** Every order status, 1 to 7: label, tone and icon, so none depends on colour. */
export const AllStatuses: Story = {
  render: () => (
    <ul className={statusRow}>
      {transferStatusIds.map((id) => (
        <li key={id}>
          <TransferStatusBadge statusId={id} />
        </li>
      ))}
    </ul>
  ),
};

/** An id outside the spec's list says so instead of showing nothing. */
export const Unknown: Story = { args: { statusId: 8 } };

/** The longest label wraps inside a narrow column instead of overflowing. */
export const LongSpanishText: Story = {
  args: { statusId: 5 },
  render: (args) => (
    <div style={{ width: 140 }}>
      <TransferStatusBadge {...args} />
    </div>
  ),
};

export const Mobile: Story = { tags: ['mobile'], render: AllStatuses.render };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: AllStatuses.render,
};
