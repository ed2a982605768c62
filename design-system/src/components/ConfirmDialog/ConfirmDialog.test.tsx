import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('logout: an alertdialog with the spec question, safe button focused', async () => {
    render(<ConfirmDialog kind="logout" isOpen />);
    const dialog = screen.getByRole('alertdialog', { name: 'Cerrar Sesión' });
    expect(dialog).toHaveAccessibleDescription('¿Está seguro que desea cerrar su sesión?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
  });

  it('delete: buttons No and Si; Si confirms and closes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog kind="delete" defaultOpen onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Si' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('No from the keyboard (Enter on the focused safe button) cancels', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog kind="delete" defaultOpen onConfirm={onConfirm} onCancel={onCancel} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Escape cancels, also after an earlier confirmation of a controlled dialog', async () => {
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <ConfirmDialog kind="bank" isOpen onCancel={onCancel} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(onCancel).not.toHaveBeenCalled();
    rerender(<ConfirmDialog kind="bank" isOpen onCancel={onCancel} onOpenChange={onOpenChange} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
