import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NotificationPanel } from './NotificationPanel.tsx';
import { sampleNotifications } from '../private/sample-notifications.ts';

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Campana
      </button>
      <NotificationPanel
        isOpen={open}
        onClose={() => setOpen(false)}
        notifications={sampleNotifications}
      />
    </>
  );
}

describe('NotificationPanel', () => {
  it('is a named region with a heading, a close button and the notifications as links', async () => {
    const onClose = vi.fn();
    render(<NotificationPanel isOpen onClose={onClose} notifications={sampleNotifications} />);
    const panel = screen.getByRole('region', { name: 'Notificaciones' });
    expect(
      within(panel).getByRole('heading', { level: 2, name: 'Notificaciones' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /cartola de marzo/ })).toHaveAttribute(
      'href',
      '/cartolas',
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Cerrar notificaciones' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows an empty message without notifications', () => {
    render(<NotificationPanel isOpen onClose={() => {}} notifications={[]} />);
    expect(screen.getByText('No tiene notificaciones nuevas.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(
      <NotificationPanel isOpen={false} onClose={() => {}} notifications={sampleNotifications} />,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('toggles: focus moves to the heading, Escape closes and returns focus to the trigger', async () => {
    render(<Toggle />);
    const bell = screen.getByRole('button', { name: 'Campana' });
    await userEvent.click(bell);
    expect(screen.getByRole('heading', { name: 'Notificaciones' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await waitFor(() => expect(bell).toHaveFocus());
    await userEvent.click(bell);
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
  });
});
