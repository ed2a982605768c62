import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button as AriaButton, RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationPanel } from './NotificationPanel.tsx';
import { sampleNotifications } from '../private/sample-notifications.ts';

const navigate = fn().mockName('navigate');

const meta = {
  title: 'Componentes/NotificationPanel',
  component: NotificationPanel,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  args: { isOpen: true, onClose: fn(), notifications: sampleNotifications, focusOnOpen: false },
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Notificaciones' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: /Su cartola de marzo/ }));
    await expect(navigate).toHaveBeenLastCalledWith('/cartolas', undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar notificaciones' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tiene notificaciones nuevas.')).toBeVisible();
  },
};

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <AriaButton aria-expanded={open} aria-controls="panel" onPress={() => setOpen((o) => !o)}>
        Notificaciones
      </AriaButton>
      <NotificationPanel
        id="panel"
        isOpen={open}
        onClose={() => setOpen(false)}
        notifications={sampleNotifications}
      />
    </div>
  );
}

/** The bell toggles it; focus goes to its heading, and back to the bell with Escape. */
export const KeyboardFocus: Story = {
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = canvas.getByRole('button', { name: 'Notificaciones' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { name: 'Notificaciones' });
    await waitFor(() => expect(heading).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

export const Closed: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const LongSpanishText: Story = {
  args: {
    notifications: [
      {
        route: '/tefe/instruir',
        message:
          'Su instrucción de transferencia internacional al beneficiario registrado quedó pendiente de aprobación por el área de cumplimiento normativo.',
      },
      ...sampleNotifications,
    ],
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };

/** Items that open in place (the portal shows the notification in a dialog and marks it read). */
export const OpensInPlace: Story = {
  args: { onOpen: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('link')[0]!;
    await userEvent.click(first);
    await expect(args.onOpen).toHaveBeenCalledWith(args.notifications[0]);
  },
};
