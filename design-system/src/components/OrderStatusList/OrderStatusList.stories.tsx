import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderStatusList } from './OrderStatusList.tsx';
import { sampleCancelledOrders, sampleOrders } from './sample-orders.ts';

const meta = {
  title: 'Componentes/OrderStatusList',
  component: OrderStatusList,
  args: { rows: sampleOrders, onCancel: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'Las órdenes de acciones del cliente (Mis Órdenes, Órdenes Anuladas) sobre `DataTable`:',
          'ordenables por fecha (las más recientes primero), una tarjeta por orden bajo 768 px. El',
          'estado es una insignia con texto, con el motivo bajo las anuladas y rechazadas; una',
          'orden pendiente ofrece `Anular`, con el folio en su nombre accesible.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof OrderStatusList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every state: pending (with Anular), partial, filled, cancelled and rejected with reasons. */
export const MixedStates: Story = {
  tags: ['mobile'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The table (from 768 px) or the cards: one of them shown, the same orders in both.
    const cancel = canvas
      .getAllByRole('button', { name: 'Anular orden 5000012' })
      .find((button) => button.checkVisibility())!;
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledWith('5000012');
    await expect(
      canvas.getAllByText('Saldo insuficiente en la cuenta corriente.').length,
    ).toBeGreaterThan(0);
  },
};

/** Órdenes Anuladas: only cancelled and rejected ones, each with its reason. */
export const OnlyCancelled: Story = {
  tags: ['mobile'],
  args: { rows: sampleCancelledOrders, caption: 'Órdenes anuladas' },
};

export const Empty: Story = {
  tags: ['mobile'],
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('No tiene órdenes en este período.').length,
    ).toBeGreaterThan(0);
  },
};

export const Loading: Story = { args: { rows: [], isLoading: true } };

/** 'Anular' pressed: the order's button is pending until the server answers. */
export const CancellingInProgress: Story = {
  tags: ['mobile'],
  args: { cancellingFolios: ['5000012'] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement)
      .getAllByRole('button', { name: 'Anulando orden 5000012' })
      .find((candidate) => candidate.checkVisibility())!;
    await expect(button).toHaveTextContent('Anulando...');
  },
};

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
