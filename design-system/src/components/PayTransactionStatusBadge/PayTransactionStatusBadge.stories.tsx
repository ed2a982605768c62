import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statusRow } from '../private/status-row.css.ts';
import {
  PayTransactionStatusBadge,
  payTransactionStatusIds,
} from './PayTransactionStatusBadge.tsx';

const meta = {
  title: 'Componentes/PayTransactionStatusBadge',
  component: PayTransactionStatusBadge,
  args: { statusId: 5 },
  argTypes: { statusId: { control: 'select', options: [...payTransactionStatusIds, 9] } },
} satisfies Meta<typeof PayTransactionStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreditedByBank: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Abonada por el banco')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Estado: Abonada por el banco');
  },
};

export const Pending: Story = { args: { statusId: 1 } };

/** A client's cancel: the spec's status 8 ('not implemented'), read as 'Anulada'. */
export const Cancelled: Story = {
  args: { statusId: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Anulada')).toBeVisible();
  },
};

/** Every status, 1 to 8: label, tone and icon, so none depends on colour. */
export const AllStatuses: Story = {
  render: () => (
    <ul className={statusRow}>
      {payTransactionStatusIds.map((id) => (
        <li key={id}>
          <PayTransactionStatusBadge statusId={id} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(8);
  },
};

/** An id outside the spec's list says so instead of showing nothing. */
export const Unknown: Story = { args: { statusId: 9 } };

/** The longest label wraps inside a narrow column instead of overflowing. */
export const LongSpanishText: Story = {
  args: { statusId: 2 },
  render: (args) => (
    <div style={{ width: 160 }}>
      <PayTransactionStatusBadge {...args} />
    </div>
  ),
};

export const Mobile: Story = { tags: ['mobile'], render: AllStatuses.render };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: AllStatuses.render,
};
