import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChallengeStatus } from './ChallengeStatus.tsx';

describe('ChallengeStatus', () => {
  it('announces each state in one status line', () => {
    const { rerender } = render(<ChallengeStatus state="working" />);
    expect(screen.getByRole('status')).toHaveTextContent('Verificando su conexión');
    rerender(<ChallengeStatus state="ready" />);
    expect(screen.getByRole('status')).toHaveTextContent('Verificación lista. Puede continuar.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers a retry only when it failed', async () => {
    const onRetry = vi.fn();
    render(<ChallengeStatus state="error" onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('No fue posible verificar su conexión.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar verificación' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
