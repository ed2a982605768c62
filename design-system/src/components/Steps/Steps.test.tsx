import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps } from './Steps.tsx';

describe('Steps', () => {
  it('is a named navigation with an ordered list; states said in words', () => {
    render(
      <Steps
        steps={[
          { caption: 'Datos', state: 'completed' },
          { caption: 'Cuentas', state: 'current' },
          { caption: 'Firma', state: 'remaining' },
          { caption: 'Revisión', state: 'error' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pasos' });
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Datos, completado',
      '2Cuentas, paso actual',
      '3Firma, pendiente',
      'Revisión, con errores',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
  });
});
