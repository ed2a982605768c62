import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderItems } from './render-items.test-helper.tsx';

describe('bullet item', () => {
  it('shows its title and one bullet per item, keeping safe formatting', async () => {
    const { container } = renderItems([
      {
        element: 'bullet',
        label: 'Antes de firmar, tenga a mano:',
        items: [
          { label: 'Su cédula de identidad <strong>vigente</strong>' },
          { label: 'Una cuenta bancaria a su nombre<img src=x onerror="window.__pwned=true">' },
        ],
      },
    ]);
    expect(await screen.findByText('Antes de firmar, tenga a mano:')).toBeInTheDocument();
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Su cédula de identidad vigente', 'Una cuenta bancaria a su nombre']);
    expect(within(list).getByText('vigente').tagName).toBe('STRONG');
    expect(container.querySelector('img')).toBeNull();
  });

  it('reads its points from options when it has no items', async () => {
    renderItems([
      {
        element: 'Bullet',
        options: [
          { key: 1, value: 'Rescates en 10 días hábiles' },
          { key: 2, value: 'Sin comisión de rescate' },
        ],
      },
    ]);
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Sin comisión de rescate')).toBeInTheDocument();
  });
});
