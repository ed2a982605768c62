import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { statusRow } from '../private/status-row.css.ts';
import { BeneficiaryStatusBadge, beneficiaryStatusIds } from './BeneficiaryStatusBadge.tsx';

const meta = {
  title: 'Componentes/BeneficiaryStatusBadge',
  component: BeneficiaryStatusBadge,
  args: { statusId: 1 },
  argTypes: { statusId: { control: 'select', options: [...beneficiaryStatusIds, 2] } },
} satisfies Meta<typeof BeneficiaryStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aprobado')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('Estado: Aprobado');
  },
};

export const PendingApproval: Story = { args: { statusId: 3 } };

/** Every TEFE status: label, tone and icon, so none depends on colour. */
export const AllStatuses: Story = {
  render: () => (
    <ul className={statusRow}>
      {beneficiaryStatusIds.map((id) => (
        <li key={id}>
          <BeneficiaryStatusBadge statusId={id} />
        </li>
      ))}
    </ul>
  ),
};

/** An id outside the spec's list says so instead of showing nothing. */
export const Unknown: Story = { args: { statusId: 2 } };

/** The longest label wraps inside a narrow column instead of overflowing. */
export const LongSpanishText: Story = {
  args: { statusId: 9 },
  render: (args) => (
    <div style={{ width: 160 }}>
      <BeneficiaryStatusBadge {...args} />
    </div>
  ),
};

export const Mobile: Story = { tags: ['mobile'], render: AllStatuses.render };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  render: AllStatuses.render,
};
