import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IdleModal } from './IdleModal.tsx';

// Fixed seconds in every story: no timer runs, so screenshots are stable.
const meta = {
  title: 'Componentes/IdleModal',
  component: IdleModal,
  args: { isOpen: true, remainingSeconds: 105, onContinue: fn(), onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof IdleModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The warning at 01:45, 'Continuar navegando' focused. */
export const Default: Story = {
  play: async ({ args }) => {
    const screen = within(document.body);
    await screen.findByRole('alertdialog', { name: '¿Desea continuar navegando?' });
    // The dialog fades in: wait for it to be fully shown.
    await waitFor(() => expect(screen.getByText('01:45')).toBeVisible());
    const keep = screen.getByRole('button', { name: 'Continuar navegando' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Escape does not close it: the user has to choose. */
export const EscapeDoesNotClose: Story = {
  play: async ({ args }) => {
    const screen = within(document.body);
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    // Longer than any exit animation: a closing dialog would be gone by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** The last seconds: each second is announced politely. */
export const LastSeconds: Story = { args: { remainingSeconds: 9 } };

/** At zero: 'Cerrando Sesión', no buttons. */
export const Closing: Story = {
  args: { remainingSeconds: 0 },
  play: async () => {
    const screen = within(document.body);
    await screen.findByRole('alertdialog', { name: 'Cerrando Sesión' });
    await expect(screen.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = { tags: ['mobile'] };

export const HighContrast: Story = { globals: { theme: 'high-contrast' } };
