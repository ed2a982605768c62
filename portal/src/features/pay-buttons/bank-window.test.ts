import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BANK_POPUP_FEATURES,
  BANK_WINDOW_CHECK_MS,
  bankWindowName,
  markTransaction,
  openBankWindow,
  watchClosed,
} from './bank-window.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the bank window', () => {
  it('names the partner banks windows so /redirectToInversiones closes them', () => {
    expect(bankWindowName(2)).toBe('ventanaBancoB');
    expect(bankWindowName(3)).toBe('ventanaBancoC');
    expect(bankWindowName(6)).toBe('ventanaBanco6');
  });

  it('opens a 1000x1100 popup at once and says when the browser blocked it', () => {
    const popup = { document: { title: '', body: { textContent: '' } } } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(popup).mockReturnValueOnce(null);
    expect(openBankWindow(3, 'Conectando...')).toBe(popup);
    expect(open).toHaveBeenCalledWith('', 'ventanaBancoC', BANK_POPUP_FEATURES);
    expect(BANK_POPUP_FEATURES).toContain('width=1000,height=1100');
    expect(popup.document.body.textContent).toBe('Conectando...');
    expect(openBankWindow(1, 'Conectando...')).toBeNull();
  });

  it('checks every 4000 ms whether the window closed, and tells it once', () => {
    vi.useFakeTimers();
    const popup = { closed: false } as { closed: boolean };
    const onClosed = vi.fn();
    watchClosed(popup as Window, onClosed);
    expect(BANK_WINDOW_CHECK_MS).toBe(4000);
    vi.advanceTimersByTime(8000);
    expect(onClosed).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(3999);
    expect(onClosed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(12_000);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('stops watching when asked', () => {
    vi.useFakeTimers();
    const onClosed = vi.fn();
    const stop = watchClosed({ closed: true } as Window, onClosed);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('keeps the transaction marker (currentTrxBDP) while a payment is under way', () => {
    markTransaction('700123');
    expect(sessionStorage.getItem('currentTrxBDP')).toBe('700123');
    markTransaction(null);
    expect(sessionStorage.getItem('currentTrxBDP')).toBeNull();
  });
});
