import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoutScreen } from './LogoutScreen.tsx';

describe('LogoutScreen', () => {
  it('shows the spec texts and a status spinner', () => {
    render(<LogoutScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Su sesión se está cerrando' }),
    ).toBeInTheDocument();
    expect(screen.getByText('En breve será redirigido al sitio público.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Cerrando sesión');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
