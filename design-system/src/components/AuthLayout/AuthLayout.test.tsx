import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from './AuthLayout.tsx';

describe('AuthLayout', () => {
  it('gives the screen a banner, a main region and a footer with help and privacy', () => {
    render(
      <AuthLayout>
        <h1>Ingreso de clientes</h1>
      </AuthLayout>,
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Ingreso de clientes' }),
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inversiones, Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '600 000 0000' })).toHaveAttribute(
      'href',
      'tel:6000000000',
    );
    expect(screen.getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('takes its own brand, phone and home link', () => {
    render(
      <AuthLayout brandName="Mi Firma" homeHref="/login" phone="+56 2 2000 0000">
        <p>Contenido</p>
      </AuthLayout>,
    );
    expect(screen.getByRole('link', { name: 'Mi Firma, Inicio' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: '+56 2 2000 0000' })).toHaveAttribute(
      'href',
      'tel:+56220000000',
    );
  });
});
