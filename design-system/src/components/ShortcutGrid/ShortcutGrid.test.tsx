import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShortcutGrid } from './ShortcutGrid.tsx';
import { sampleSelectedIds, sampleShortcuts } from './ShortcutGrid.sample.ts';

function renderGrid(props: Partial<Parameters<typeof ShortcutGrid>[0]> = {}) {
  return render(
    <ShortcutGrid shortcuts={sampleShortcuts} selectedIds={sampleSelectedIds} {...props} />,
  );
}

// Several keyboard and pointer steps per test: on CI's loaded cores they outlast 5 s.
describe('ShortcutGrid', { timeout: 20_000 }, () => {
  it('links the chosen shortcuts in the client’s order', () => {
    renderGrid({ selectedIds: ['cartolas', 'invertir'] });
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Cartolas', 'Invertir']);
    expect(links[0]).toHaveAttribute('href', '/cartolas');
  });

  it('offers no edit without onSave', () => {
    renderGrid();
    expect(screen.queryByRole('button', { name: 'Editar accesos' })).toBeNull();
  });

  it('edits from the keyboard, saves in the offer’s order and returns focus', async () => {
    const onSave = vi.fn(async () => {});
    // Six offered: a lighter list keeps this test quick on a loaded machine.
    renderGrid({ onSave, shortcuts: sampleShortcuts.slice(0, 6) });
    screen.getByRole('button', { name: 'Editar accesos' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Invertir' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ahorro Previsional Voluntario' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSave).toHaveBeenCalledWith(['misFondos', 'enTransito', 'cartolas', 'apv']);
    expect(await screen.findByRole('button', { name: 'Editar accesos' })).toHaveFocus();
    expect(screen.getByText('Sus accesos directos se guardaron.')).toBeInTheDocument();
  });

  it('cancels without saving', async () => {
    const onSave = vi.fn(async () => {});
    renderGrid({ onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Editar accesos' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Acciones' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(within(screen.getByRole('list')).getAllByRole('link')).toHaveLength(4);
  });

  it('stops at the limit: the others cannot be ticked', async () => {
    renderGrid({ onSave: async () => {}, maxSelected: 4 });
    await userEvent.click(screen.getByRole('button', { name: 'Editar accesos' }));
    expect(screen.getByText('Puede elegir hasta 4.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Acciones' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Invertir' })).toBeEnabled();
  });

  it('shows saving, then the error with Reintentar, and saves on retry', async () => {
    let reject!: (error: Error) => void;
    const onSave = vi
      .fn<(ids: string[]) => Promise<void>>()
      .mockImplementationOnce(() => new Promise((_, no) => (reject = no)))
      .mockResolvedValueOnce(undefined);
    renderGrid({ onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Editar accesos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('checkbox', { name: 'Invertir' })).toBeDisabled();
    const saving = screen.getByRole('button', { name: 'Guardando...' });
    expect(saving).toHaveFocus();
    expect(screen.getByText('Guardando...', { selector: '[role="status"]' })).toBeInTheDocument();
    // A second press while saving sends nothing more.
    await userEvent.click(saving);
    expect(onSave).toHaveBeenCalledOnce();
    await act(async () => reject(new Error('500')));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No fue posible guardar sus accesos directos.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Editar accesos' })).toBeInTheDocument();
  });
});
