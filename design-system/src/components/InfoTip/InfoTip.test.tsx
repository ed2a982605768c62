import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTip } from './InfoTip.tsx';

describe('InfoTip', () => {
  it('is a button named Más información that shows its tip on focus', async () => {
    render(<InfoTip>{'Monto mínimo $\u00a05.000'}</InfoTip>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Más información' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Monto mínimo $ 5.000');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('takes a more specific label', () => {
    render(<InfoTip label="Más información sobre el rescate">Texto</InfoTip>);
    expect(
      screen.getByRole('button', { name: 'Más información sobre el rescate' }),
    ).toBeInTheDocument();
  });

  it('opens on a press too (touch screens have no hover or keyboard focus)', async () => {
    render(<InfoTip>Texto al tocar</InfoTip>);
    await userEvent.click(screen.getByRole('button', { name: 'Más información' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Texto al tocar');
  });
});
