import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionList } from './SessionList.tsx';

const sessions = [
  {
    id: 'a1',
    browser: 'Chrome',
    system: 'Windows',
    started: '27/11/2026 09:12',
    lastUse: 'hace 1 minuto',
    isCurrent: true,
  },
  {
    id: 'b2',
    browser: 'Safari',
    system: 'iOS',
    started: '27/11/2026 08:40',
    lastUse: 'hace 12 minutos',
    isCurrent: false,
  },
];

describe('SessionList', () => {
  it('marks this session and offers to close only the others, each button naming its device', async () => {
    const onClose = vi.fn();
    render(<SessionList aria-label="Sesiones activas" sessions={sessions} onClose={onClose} />);
    const [current, other] = screen.getAllByRole('listitem');
    expect(current).toHaveTextContent('Chrome en WindowsEsta sesión');
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(other).not.toHaveAttribute('aria-current');
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(1);
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('button', { name: 'Cerrar sesión en Safari en iOS' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledWith('b2');
  });

  it('shows when each session was last used and started', () => {
    render(<SessionList sessions={sessions} onClose={() => {}} />);
    expect(screen.getAllByText('Último uso:')[1]?.nextElementSibling).toHaveTextContent(
      'hace 12 minutos',
    );
    expect(screen.getAllByText('Inicio:')[1]?.nextElementSibling).toHaveTextContent(
      '27/11/2026 08:40',
    );
  });
});
