import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIdleCount } from './use-idle-count.ts';

function Parts({ total }: { total: number }) {
  return <p>{useIdleCount(total)}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useIdleCount', () => {
  it('shows the first part at once, then one more per idle moment, up to the total', async () => {
    render(<Parts total={3} />);
    expect(screen.getByText('1')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(60));
    expect(screen.getByText('2')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(60));
    expect(screen.getByText('3')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('nothing to show is zero', () => {
    render(<Parts total={0} />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});
