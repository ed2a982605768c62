import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandLogo } from './BrandLogo.tsx';

describe('BrandLogo', () => {
  it('is one image named by the firm, with the wordmark beside the symbol', () => {
    const { container } = render(<BrandLogo />);
    const logo = screen.getByRole('img', { name: 'Inversiones' });
    expect(logo).toHaveTextContent('Inversiones');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });

  it('symbol: the mark alone keeps the accessible name', () => {
    render(<BrandLogo variant="symbol" label="Inversiones, inicio" />);
    const logo = screen.getByRole('img', { name: 'Inversiones, inicio' });
    expect(logo).not.toHaveTextContent('Inversiones');
  });

  it('decorative: hidden from assistive technology inside a link that names the firm', () => {
    render(
      <a href="/" aria-label="Inversiones, Inicio">
        <BrandLogo isDecorative />
      </a>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Inversiones, Inicio' })).toBeInTheDocument();
  });
});
