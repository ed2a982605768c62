import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatQuoteCountdown, quoteStage, remainingSeconds } from './quote-clock.ts';
import { QuoteCountdown, type QuoteCountdownProps } from './QuoteCountdown.tsx';

const START = Date.UTC(2026, 10, 27, 13, 20, 0);

const lines = [
  { label: 'Usted paga', value: '$ 948.120' },
  { label: 'Usted recibe', value: 'US$ 1.000,00' },
];

function quote(props: Partial<QuoteCountdownProps> = {}) {
  return (
    <QuoteCountdown
      rateLabel="Tipo de cambio"
      rate="$ 948,12 por US$ 1"
      lines={lines}
      expiresAt={START + 45_000}
      onRequote={() => {}}
      {...props}
    />
  );
}

/** The quote's own live region (the one that is not the timer). */
const liveRegion = () => screen.getByRole('status');
const timer = () => screen.getByRole('timer');

/** Moves the fake clock one second at a time, letting React render each tick. */
function tick(seconds = 1) {
  for (let i = 0; i < seconds; i += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('quote clock helpers', () => {
  it('rounds the time left up and formats m:ss', () => {
    expect(remainingSeconds(44_200)).toBe(45);
    expect(remainingSeconds(0)).toBe(0);
    expect(formatQuoteCountdown(45)).toBe('0:45');
    expect(formatQuoteCountdown(125)).toBe('2:05');
    expect(formatQuoteCountdown(-1)).toBe('0:00');
  });

  it('stages at 30 s, 10 s and expiry', () => {
    expect([31, 30, 11, 10, 1, 0].map(quoteStage)).toEqual([0, 1, 1, 2, 2, 3]);
  });
});

describe('QuoteCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the rate, the figures and the time left as "Vence en m:ss"', () => {
    render(quote());
    expect(screen.getByRole('region', { name: 'Cotización' })).toBeInTheDocument();
    expect(screen.getByText('Cotización vigente')).toBeVisible();
    expect(screen.getByText('$ 948,12 por US$ 1')).toBeVisible();
    expect(screen.getByText('Usted recibe')).toBeVisible();
    expect(timer()).toHaveTextContent('Vence en 0:45');
    expect(timer()).toHaveAttribute('aria-live', 'off');
    expect(timer().querySelector('time')).toHaveAttribute('datetime', 'PT45S');
    expect(screen.queryByRole('button', { name: 'Cotizar de nuevo' })).toBeNull();
  });

  it('counts down every second', () => {
    render(quote());
    tick();
    expect(timer()).toHaveTextContent('Vence en 0:44');
    tick(14);
    expect(timer()).toHaveTextContent('Vence en 0:30');
  });

  it('announces only at 30 s, 10 s and on expiry, not every second', () => {
    render(quote());
    const heard: string[] = [liveRegion().textContent ?? ''];
    for (let second = 0; second < 46; second += 1) {
      tick();
      const text = liveRegion().textContent ?? '';
      if (text !== heard[heard.length - 1]) heard.push(text);
    }
    expect(heard).toEqual([
      '',
      'La cotización vence en 30 segundos.',
      'La cotización vence en 10 segundos.',
      'La cotización venció. Cotice de nuevo para continuar.',
    ]);
  });

  it('keeps the threshold text while the visible time changes', () => {
    render(quote({ expiresAt: START + 31_000 }));
    tick();
    expect(liveRegion()).toHaveTextContent('La cotización vence en 30 segundos.');
    tick(5);
    expect(timer()).toHaveTextContent('Vence en 0:25');
    expect(liveRegion()).toHaveTextContent('La cotización vence en 30 segundos.');
  });

  it('on expiry: says so, calls onExpire once and offers "Cotizar de nuevo"', () => {
    const onExpire = vi.fn();
    render(quote({ expiresAt: START + 2_000, onExpire }));
    expect(onExpire).not.toHaveBeenCalled();
    tick(2);
    expect(screen.getByText('Cotización vencida')).toBeVisible();
    expect(screen.queryByText('Cotización vigente')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cotización' })).toHaveAttribute('data-expired');
    // The figures are still there to read.
    expect(screen.getByText('$ 948,12 por US$ 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cotizar de nuevo' })).toBeVisible();
    tick(5);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('an already expired quote is expired from the start, without an announcement', () => {
    const onExpire = vi.fn();
    render(quote({ expiresAt: START - 1_000, onExpire }));
    expect(screen.getByText('Cotización vencida')).toBeVisible();
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('re-arms on a new expiresAt: valid again, announcements and onExpire reset', () => {
    const onExpire = vi.fn();
    const { rerender } = render(quote({ expiresAt: START + 12_000, onExpire }));
    tick(2);
    expect(liveRegion()).toHaveTextContent('La cotización vence en 10 segundos.');
    tick(10);
    expect(onExpire).toHaveBeenCalledTimes(1);

    rerender(quote({ expiresAt: Date.now() + 40_000, onExpire }));
    expect(screen.getByText('Cotización vigente')).toBeVisible();
    expect(timer()).toHaveTextContent('Vence en 0:40');
    expect(liveRegion()).toHaveTextContent('');
    tick(10);
    expect(liveRegion()).toHaveTextContent('La cotización vence en 30 segundos.');
    tick(30);
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it('requotes from the keyboard, shows it pending, and keeps focus in the quote after', async () => {
    // An expired quote does not tick: real timers, which user-event's keyboard needs.
    vi.useRealTimers();
    const user = userEvent.setup();
    const onRequote = vi.fn();
    const { rerender } = render(quote({ expiresAt: START - 1, onRequote }));
    await user.tab();
    const requote = screen.getByRole('button', { name: 'Cotizar de nuevo' });
    expect(requote).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRequote).toHaveBeenCalledOnce();

    rerender(quote({ expiresAt: START - 1, onRequote, isRequoting: true }));
    expect(screen.getByRole('button', { name: 'Cotizando...' })).toHaveFocus();

    rerender(quote({ expiresAt: Date.now() + 60_000, onRequote }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Cotización' })).toHaveFocus();
    expect(timer()).toHaveTextContent('Vence en 1:00');
  });

  it('uses the given clock: a fixed one stands still', () => {
    const fixed = () => START;
    render(quote({ expiresAt: START + 8_000, issuedAt: START - 52_000, now: fixed }));
    tick(3);
    expect(timer()).toHaveTextContent('Vence en 0:08');
    expect(screen.getByRole('region', { name: 'Cotización' })).toHaveAttribute('data-urgent');
  });

  it('offers the confirmation only while the quote is valid; the other action stays', () => {
    render(
      quote({
        expiresAt: START + 2_000,
        confirmAction: <button type="button">Confirmar compra</button>,
        secondaryAction: <button type="button">Modificar</button>,
      }),
    );
    expect(screen.getByRole('button', { name: 'Confirmar compra' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Modificar' })).toBeVisible();
    tick(2);
    expect(screen.queryByRole('button', { name: 'Confirmar compra' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cotizar de nuevo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Modificar' })).toBeVisible();
  });

  it('takes the focus when it appears, if asked to', () => {
    const { unmount } = render(quote());
    expect(screen.getByRole('region', { name: 'Cotización' })).not.toHaveFocus();
    unmount();
    render(quote({ focusOnMount: true }));
    expect(screen.getByRole('region', { name: 'Cotización' })).toHaveFocus();
  });
});
