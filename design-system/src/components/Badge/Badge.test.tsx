import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, CountBadge, NewBadge, ProfileBadge, investorProfileFromId } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text', () => {
    render(<Badge tone="success">Firmado</Badge>);
    expect(screen.getByText('Firmado')).toBeInTheDocument();
  });

  it('NewBadge says ¡Nuevo!', () => {
    render(<NewBadge />);
    expect(screen.getByText('¡Nuevo!')).toBeInTheDocument();
  });

  it('CountBadge hides the bare figure and announces a sentence', () => {
    const { container } = render(<CountBadge count={3} />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 notificaciones sin leer')).toBeInTheDocument();
    expect(container).toHaveTextContent('3 notificaciones sin leer');
  });

  it('CountBadge uses the singular for one and caps large figures', () => {
    render(
      <>
        <CountBadge count={1} />
        <CountBadge count={250} />
      </>,
    );
    expect(screen.getByText('1 notificación sin leer')).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
    expect(screen.getByText('250 notificaciones sin leer')).toBeInTheDocument();
  });

  it('CountBadge renders nothing at zero', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('ProfileBadge names the profile with text, not colour alone', () => {
    const { container } = render(<ProfileBadge profile="moderado" />);
    expect(container.firstChild).toHaveTextContent('Perfil de inversionista: Moderado');
    expect(container.querySelectorAll('[data-filled]')).toHaveLength(2);
  });

  it('maps PerfilId as the spec says: 3 aggressive, 2 moderate, otherwise conservative', () => {
    expect(investorProfileFromId(3)).toBe('agresivo');
    expect(investorProfileFromId('2')).toBe('moderado');
    expect(investorProfileFromId(1)).toBe('conservador');
    expect(investorProfileFromId(undefined)).toBe('conservador');
  });
});
