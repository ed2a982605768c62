import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordRules } from './PasswordRules.tsx';

describe('PasswordRules', () => {
  const rules = [
    { id: 'length', label: 'Tener entre 8 y 128 caracteres', met: true },
    { id: 'rut', label: 'No contener su RUT', met: false },
  ];

  it('says in words whether each rule is met, not only by its mark', () => {
    render(<PasswordRules id="reglas" rules={rules} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Tener entre 8 y 128 caracteres: Cumplido');
    expect(items[1]).toHaveTextContent('No contener su RUT: Pendiente');
    // The id lets a password field describe itself with the rules.
    expect(document.getElementById('reglas')).toContainElement(items[0] ?? null);
  });

  it('shows no strength before an estimate, and names the level in a polite live region', () => {
    const { rerender } = render(<PasswordRules rules={rules} />);
    expect(screen.queryByText(/Fortaleza estimada/)).toBeNull();
    rerender(<PasswordRules rules={rules} strength={3} />);
    const label = screen.getByText(/Fortaleza estimada/);
    expect(label).toHaveTextContent('Fortaleza estimada: Buena');
    expect(label).toHaveAttribute('aria-live', 'polite');
  });
});
