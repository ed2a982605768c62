import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Disclosure } from './Disclosure.tsx';

describe('Disclosure', () => {
  it('is a heading with a button that expands and collapses the panel', async () => {
    render(<Disclosure title="Detalle">Contenido oculto</Disclosure>);
    expect(screen.getByRole('heading', { level: 3, name: 'Detalle' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Detalle' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Contenido oculto')).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Contenido oculto')).toBeVisible();
  });

  it('works with Tab, Enter and Space', async () => {
    render(<Disclosure title="Detalle">Contenido</Disclosure>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Detalle' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
