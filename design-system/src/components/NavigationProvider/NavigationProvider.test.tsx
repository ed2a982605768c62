import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '../Link/index.ts';
import { NavigationProvider } from './NavigationProvider.tsx';

describe('NavigationProvider', () => {
  it('sends a link press to the application router instead of reloading the page', async () => {
    const navigate = vi.fn();
    render(
      <NavigationProvider navigate={navigate}>
        <Link href="/ffmm/misFondos">Mis Fondos</Link>
      </NavigationProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Mis Fondos' }));
    expect(navigate).toHaveBeenCalledWith('/ffmm/misFondos', undefined);
  });

  it('shows the href the router computes', () => {
    render(
      <NavigationProvider navigate={vi.fn()} useHref={(href) => `/portal${href}`}>
        <Link href="/cartolas">Cartolas</Link>
      </NavigationProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cartolas' })).toHaveAttribute(
      'href',
      '/portal/cartolas',
    );
  });
});
