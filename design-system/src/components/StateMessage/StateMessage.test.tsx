import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/index.ts';
import { StateMessage } from './StateMessage.tsx';

describe('StateMessage', () => {
  it('shows a heading, its text and the action', async () => {
    const onPress = vi.fn();
    render(
      <StateMessage
        tone="error"
        title="Error"
        action={<Button onPress={onPress}>Reintentar</Button>}
      >
        Intente más tarde.
      </StateMessage>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('Intente más tarde.')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('announces when live: alert for errors, status otherwise', () => {
    const { rerender } = render(<StateMessage tone="error" title="Falló" isLive />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falló');
    rerender(<StateMessage tone="success" title="Listo" isLive />);
    expect(screen.getByRole('status')).toHaveTextContent('Listo');
  });
});
