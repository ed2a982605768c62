import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatCurrency } from '@inversiones/es-cl';
import { Text } from '../Text/index.ts';
import { InfoTip } from './InfoTip.tsx';

const meta = {
  title: 'Componentes/InfoTip',
  component: InfoTip,
  args: { children: `Monto mínimo de inversión: ${formatCurrency(5_000)}.` },
  render: (args) => (
    <div style={{ padding: '96px 24px 24px', display: 'flex', alignItems: 'center', gap: 4 }}>
      <Text as="span">Monto a invertir</Text>
      <InfoTip {...args} />
    </div>
  ),
} satisfies Meta<typeof InfoTip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Más información' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // toHaveTextContent folds the no-break space of '$ 5.000' into a plain one.
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Monto mínimo de inversión: $ 5.000.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const CustomLabel: Story = {
  args: {
    label: 'Más información sobre el rescate total',
    defaultOpen: true,
    children: 'Rescata todas sus cuotas.',
  },
};

/** Long text wraps at 200 px. */
export const LongSpanishText: Story = {
  args: {
    defaultOpen: true,
    children:
      'Las transacciones ingresadas después de las 14:00 horas se cursarán el día hábil bancario siguiente.',
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultOpen: true } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultOpen: true },
};
