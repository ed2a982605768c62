import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from './Notification.tsx';
import { clearToasts, createToastQueue, notify } from './toast-store.ts';

afterEach(() => {
  vi.useRealTimers();
  act(() => clearToasts());
});

describe('notify', () => {
  it('throws the spec text without a message', () => {
    expect(() => notify({} as never)).toThrow('option message is required for this function');
    expect(() => notify({ message: '' })).toThrow('option message is required for this function');
    expect(() => notify(undefined as never)).toThrow(
      'option message is required for this function',
    );
  });

  it('adds to the queue with the default action Aceptar', () => {
    const queue = createToastQueue();
    notify({ type: 'success', message: 'Guardado' }, queue);
    expect(queue.visibleToasts[0]?.content).toMatchObject({
      type: 'success',
      message: 'Guardado',
      actionLabel: 'Aceptar',
    });
    expect(queue.visibleToasts[0]?.timeout).toBe(8000);
  });

  it('never auto-dismisses errors; 0 keeps others; short timeouts become 5 s', () => {
    const queue = createToastQueue();
    notify({ type: 'error', message: 'Falló', timeout: 3000 }, queue);
    notify({ type: 'info', message: 'Quieto', timeout: 0 }, queue);
    notify({ type: 'warning', message: 'Breve', timeout: 1000 }, queue);
    const timeouts = queue.visibleToasts.map((t) => [t.content.message, t.timeout]);
    expect(timeouts).toEqual(
      expect.arrayContaining([
        ['Falló', undefined],
        ['Quieto', undefined],
        ['Breve', 5000],
      ]),
    );
  });
});

describe('ToastRegion', () => {
  it('shows and announces a toast in a named region; Aceptar runs the action and closes it', async () => {
    const onAction = vi.fn();
    render(<ToastRegion />);
    act(() => {
      notify({ type: 'error', message: 'No fue posible guardar', onAction });
    });
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
    const toast = screen.getByRole('alertdialog', { name: 'Error' });
    expect(toast).toHaveAccessibleDescription('No fue posible guardar');
    expect(screen.getByRole('alert')).toHaveTextContent('No fue posible guardar');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('uses a custom title and action label, and the icon names the type', () => {
    render(<ToastRegion />);
    act(() => {
      notify({
        type: 'warning',
        title: 'Atención',
        message: 'Sesión por expirar',
        actionLabel: 'Entendido',
      });
    });
    expect(screen.getByRole('alertdialog', { name: 'Atención' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Advertencia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
  });

  it('closes info toasts after their timeout but keeps errors', () => {
    vi.useFakeTimers();
    render(<ToastRegion />);
    act(() => {
      notify({ type: 'info', message: 'Temporal', timeout: 5000 });
      notify({ type: 'error', message: 'Persistente' });
    });
    expect(screen.getByText('Temporal')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(screen.queryByText('Temporal')).toBeNull();
    expect(screen.getByText('Persistente')).toBeInTheDocument();
  });

  it('the action button works from the keyboard', async () => {
    render(<ToastRegion />);
    act(() => {
      notify({ type: 'success', message: 'Listo', timeout: 0 });
    });
    screen.getByRole('button', { name: 'Aceptar' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Listo')).toBeNull());
  });
});
