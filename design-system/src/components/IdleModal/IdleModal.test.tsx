import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatCountdown, shouldAnnounceCountdown, spokenCountdown } from './countdown.ts';
import { IdleModal } from './IdleModal.tsx';

describe('countdown helpers', () => {
  it('formats mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(105)).toBe('01:45');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('announces every 15 s, then every second in the last 20 s, never at zero', () => {
    const announced = Array.from({ length: 121 }, (_, i) => 120 - i).filter(
      shouldAnnounceCountdown,
    );
    expect(announced).toEqual([
      120, 105, 90, 75, 60, 45, 30, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
      2, 1,
    ]);
  });

  it('speaks the remaining time in words', () => {
    expect(spokenCountdown(105)).toBe('Su sesión expira en 1 minuto y 45 segundos');
    expect(spokenCountdown(120)).toBe('Su sesión expira en 2 minutos');
    expect(spokenCountdown(1)).toBe('Su sesión expira en 1 segundo');
  });
});

describe('IdleModal', () => {
  const noop = () => {};

  it('asks the spec question with the mm:ss countdown', () => {
    render(<IdleModal isOpen remainingSeconds={75} onContinue={noop} onLogout={noop} />);
    expect(screen.getByRole('alertdialog', { name: '¿Desea continuar navegando?' })).toBeVisible();
    expect(screen.getByText('Su sesión expira en')).toBeInTheDocument();
    expect(screen.getByText('01:15')).toBeInTheDocument();
  });

  it('updates the live region only on the schedule', () => {
    const { rerender } = render(
      <IdleModal isOpen remainingSeconds={45} onContinue={noop} onLogout={noop} />,
    );
    const live = screen.getByRole('status');
    expect(live).toHaveTextContent('Su sesión expira en 45 segundos');
    rerender(<IdleModal isOpen remainingSeconds={44} onContinue={noop} onLogout={noop} />);
    expect(live).toHaveTextContent('Su sesión expira en 45 segundos');
    rerender(<IdleModal isOpen remainingSeconds={30} onContinue={noop} onLogout={noop} />);
    expect(live).toHaveTextContent('Su sesión expira en 30 segundos');
    rerender(<IdleModal isOpen remainingSeconds={19} onContinue={noop} onLogout={noop} />);
    expect(live).toHaveTextContent('Su sesión expira en 19 segundos');
  });

  it('keeps or closes the session from its buttons; Escape does nothing', async () => {
    const onContinue = vi.fn();
    const onLogout = vi.fn();
    render(<IdleModal isOpen remainingSeconds={60} onContinue={onContinue} onLogout={onLogout} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar navegando' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('says Cerrando Sesión at zero', () => {
    render(<IdleModal isOpen remainingSeconds={0} onContinue={noop} onLogout={noop} />);
    expect(screen.getByRole('alertdialog', { name: 'Cerrando Sesión' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
