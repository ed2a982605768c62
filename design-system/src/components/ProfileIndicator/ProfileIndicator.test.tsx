import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileIndicator } from './ProfileIndicator.tsx';

describe('ProfileIndicator', () => {
  it('lists the three profiles in order and marks only the current one', () => {
    render(<ProfileIndicator profile="moderado" />);
    const list = screen.getByRole('list', { name: 'Perfiles de inversionista' });
    const items = screen.getAllByRole('listitem');
    expect(list).toBeInTheDocument();
    expect(items.map((item) => item.textContent)).toEqual([
      'Conservador',
      'Perfil actual: ModeradoActual',
      'Agresivo',
    ]);
    expect(items.filter((item) => item.getAttribute('aria-current') === 'true')).toEqual([
      items[1],
    ]);
  });

  it('reads the spec PerfilId (3 Agresivo, anything else but 2 Conservador)', () => {
    const { rerender } = render(<ProfileIndicator profile={3} />);
    expect(screen.getByText('Perfil actual:').parentElement).toHaveTextContent(
      'Perfil actual: Agresivo',
    );
    rerender(<ProfileIndicator profile={0} />);
    expect(screen.getByText('Perfil actual:').parentElement).toHaveTextContent(
      'Perfil actual: Conservador',
    );
  });
});
