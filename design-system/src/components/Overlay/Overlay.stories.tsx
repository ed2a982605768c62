import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Text } from '../Text/index.ts';
import { Overlay } from './Overlay.tsx';

const description =
  'Mandato por el cual el cliente autoriza a la administradora a liquidar sus operaciones y transferir los fondos resultantes a la cuenta corriente registrada. ' +
  'El mandato se mantiene vigente mientras no sea revocado por escrito. La revocación no afecta las operaciones ya instruidas. ' +
  'Las comisiones y gastos asociados se informan en el folleto informativo del fondo y pueden variar conforme a la normativa vigente de la Comisión para el Mercado Financiero.';

const meta = {
  title: 'Componentes/Overlay',
  component: Overlay,
  args: {
    label: 'Ver descripción de Mandato de liquidación',
    children: <Text size="sm">{description}</Text>,
  },
  render: (args) => (
    <div style={{ padding: 24, minHeight: 340, display: 'flex', alignItems: 'flex-start', gap: 8 }}>
      <Text as="span">Mandato de liquidación</Text>
      <Overlay {...args} />
    </div>
  ),
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard: Enter opens, Escape closes and focus returns to the '+'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const plus = within(canvasElement).getByRole('button', {
      name: 'Ver descripción de Mandato de liquidación',
    });
    await userEvent.tab();
    await expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Ver descripción de Mandato de liquidación',
    });
    await expect(dialog).toHaveTextContent('Mandato por el cual');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(plus).toHaveFocus());
  },
};

/** Open: the description scrolls past 250 px. */
export const Open: Story = { args: { defaultOpen: true } };

export const ShortDescription: Story = {
  args: {
    defaultOpen: true,
    children: <Text size="sm">Contrato marco para operar en mercados internacionales.</Text>,
  },
};

export const Mobile: Story = { tags: ['mobile'], args: { defaultOpen: true } };

export const HighContrast: Story = {
  globals: { theme: 'high-contrast' },
  args: { defaultOpen: true },
};
