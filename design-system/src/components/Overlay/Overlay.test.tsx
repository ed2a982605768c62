import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Overlay } from './Overlay.tsx';

describe('Overlay', () => {
  it("opens the description from the '+' button with the keyboard, Escape restores focus", async () => {
    render(<Overlay label="Ver descripción de Contrato">Descripción del contrato</Overlay>);
    const plus = screen.getByRole('button', { name: 'Ver descripción de Contrato' });
    await userEvent.tab();
    expect(plus).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(
      await screen.findByRole('dialog', { name: 'Ver descripción de Contrato' }),
    ).toHaveTextContent('Descripción del contrato');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(plus).toHaveFocus());
  });

  it('defaults its name to Ver descripción', () => {
    render(<Overlay>Texto</Overlay>);
    expect(screen.getByRole('button', { name: 'Ver descripción' })).toBeInTheDocument();
  });
});
