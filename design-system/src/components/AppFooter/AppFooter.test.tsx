import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFooter } from './AppFooter.tsx';

describe('AppFooter', () => {
  it('is the contentinfo landmark with contact, complaints and privacy links', () => {
    render(<AppFooter phone="600 000 0000" email="contacto@inversiones.cl" />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '600 000 0000' })).toHaveAttribute(
      'href',
      'tel:6000000000',
    );
    expect(screen.getByRole('link', { name: 'contacto@inversiones.cl' })).toHaveAttribute(
      'href',
      'mailto:contacto@inversiones.cl',
    );
    expect(screen.getByRole('link', { name: /Canal de reclamos/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: /Política de privacidad/ })).toBeInTheDocument();
  });

  it('lists the public-site links in a named navigation', () => {
    render(
      <AppFooter
        publicLinks={[{ label: 'Fondos Mutuos', href: 'https://x.cl/fm', isExternal: true }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Sitio público' });
    expect(nav).toContainElement(
      screen.getByRole('link', { name: 'Fondos Mutuos (se abre en una nueva pestaña)' }),
    );
  });
});
