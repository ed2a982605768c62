import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link.tsx';

describe('Link', () => {
  it('is a link named by its text that points to its href', () => {
    render(<Link href="/cartolas">Ver cartolas</Link>);
    const link = screen.getByRole('link', { name: 'Ver cartolas' });
    expect(link).toHaveAttribute('href', '/cartolas');
    expect(link).not.toHaveAttribute('target');
  });

  it('stays a link when it wears a button for a call to action', () => {
    render(
      <Link href="/ffmm/invertir" buttonVariant="primary">
        Invertir
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Invertir' });
    expect(link).toHaveAttribute('href', '/ffmm/invertir');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const plain = render(<Link href="/ffmm/invertir">Invertir</Link>).getAllByRole('link')[1]!;
    expect(link.className).not.toBe(plain.className);
  });

  it('works from the keyboard alone: Tab focuses it with a visible ring, Enter follows it', async () => {
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Ver detalle del fondo</Link>);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Ver detalle del fondo' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('follows onPress from Enter on a real anchor too', async () => {
    const onPress = vi.fn();
    render(
      <Link href="#movimientos" onPress={onPress}>
        Movimientos
      </Link>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Movimientos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('opens an external link in a new tab safely and says so to screen readers', () => {
    render(
      <Link href="https://www.cmfchile.cl" isExternal>
        Comisión para el Mercado Financiero
      </Link>,
    );
    const link = screen.getByRole('link', {
      name: 'Comisión para el Mercado Financiero (se abre en una nueva pestaña)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The icon is decorative: the announced suffix already says it.
    const icon = link.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // The suffix is announced but visually hidden (sighted users see the icon).
    expect(screen.getByText(/se abre en una nueva pestaña/)).toHaveStyle({ position: 'absolute' });
  });

  it('announces no suffix and no icon for an internal link', () => {
    render(<Link href="/perfil">Mi perfil</Link>);
    const link = screen.getByRole('link', { name: 'Mi perfil' });
    expect(link.textContent).toBe('Mi perfil');
    expect(link.querySelector('svg')).toBeNull();
  });

  it('does nothing and says so when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Link onPress={onPress} isDisabled>
        Descargar certificado
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Descargar certificado' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await userEvent.tab();
    expect(link).not.toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();
  });

  it('keeps the same name and behaviour in the inverse tone and standalone variant', async () => {
    const onPress = vi.fn();
    render(
      <Link tone="inverse" variant="standalone" onPress={onPress}>
        Cerrar sesión
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cerrar sesión' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
