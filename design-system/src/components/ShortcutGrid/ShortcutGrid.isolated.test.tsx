// Isolated: React Aria's live announcer is a module singleton that other files' runs leave behind.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShortcutGrid } from './ShortcutGrid.tsx';
import { sampleSelectedIds, sampleShortcuts } from './ShortcutGrid.sample.ts';

describe('ShortcutGrid announcements', { timeout: 20_000 }, () => {
  it('leaves no announcement pointing at the closed edit list (axe role-img-alt)', async () => {
    render(
      <ShortcutGrid
        shortcuts={sampleShortcuts.slice(0, 5)}
        selectedIds={sampleSelectedIds}
        onSave={async () => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Editar accesos' }));
    // Guardar is focused when it turns pending, so React Aria announces it by its label's id.
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Editar accesos' })).toHaveFocus();
    for (const node of document.querySelectorAll('[aria-labelledby]')) {
      for (const id of node.getAttribute('aria-labelledby')!.split(' ')) {
        expect(document.getElementById(id), id).not.toBeNull();
      }
    }
  });
});
