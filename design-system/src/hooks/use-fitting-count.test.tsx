import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFittingCount } from './use-fitting-count.ts';

function List({
  onResult,
  isShown,
}: {
  onResult: (measuring: boolean) => void;
  isShown?: boolean;
}) {
  const ref = useRef<HTMLUListElement>(null);
  const { isMeasuring } = useFittingCount(ref, 'a|b|c', 3, isShown);
  onResult(isMeasuring);
  return (
    <ul ref={ref}>
      <li>a</li>
      <li>b</li>
      <li>c</li>
    </ul>
  );
}

/** jsdom has no ResizeObserver: one that never reports, so only the hook's own passes run. */
function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useFittingCount', () => {
  it('does not measure a hidden list again when the web font arrives', async () => {
    const fonts = new EventTarget();
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    stubResizeObserver();
    const results: boolean[] = [];
    // jsdom lays nothing out: every width is 0, as a list hidden below the desktop breakpoint.
    render(<List onResult={(measuring) => results.push(measuring)} />);
    const settled = results.length;
    expect(results.at(-1)).toBe(false);
    act(() => {
      fonts.dispatchEvent(new Event('loadingdone'));
    });
    // No second measuring pass: nothing rendered again.
    expect(results.slice(settled)).toEqual([]);
  });

  it('measures a shown list again when the web font arrives, without reading fonts.ready', () => {
    const fonts = new EventTarget();
    const ready = vi.fn();
    Object.defineProperty(fonts, 'ready', { get: ready });
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    stubResizeObserver();
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 80, 20));
    const results: boolean[] = [];
    render(<List onResult={(measuring) => results.push(measuring)} />);
    expect(results.at(-1)).toBe(false);
    const settled = results.length;
    act(() => {
      fonts.dispatchEvent(new Event('loadingdone'));
    });
    // One measuring pass with the new font's widths, then the count again.
    expect(results.slice(settled)).toEqual([true, false]);
    // Reading `ready` would force a style and layout pass on every page that shows the list.
    expect(ready).not.toHaveBeenCalled();
  });

  it('measures again when the web font arrived between the measure and the listener', () => {
    // The font set says 'loading' while the list measures, 'loaded' once the listener is added:
    // its loadingdone fired in between (a busy page) and would have been missed.
    let reads = 0;
    const fonts = new EventTarget();
    Object.defineProperty(fonts, 'status', {
      get: (): FontFaceSetLoadStatus => (++reads === 1 ? 'loading' : 'loaded'),
    });
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    stubResizeObserver();
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 80, 20));
    const results: boolean[] = [];
    render(<List onResult={(measuring) => results.push(measuring)} />);
    // Measured with the fallback, then once more with the font, and settled.
    expect(results.filter((measuring) => measuring)).toHaveLength(2);
    expect(results.at(-1)).toBe(false);
  });

  it('reads no layout and renders once while the list is hidden (a phone)', () => {
    stubResizeObserver();
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const results: boolean[] = [];
    render(<List isShown={false} onResult={(measuring) => results.push(measuring)} />);
    expect(measure).not.toHaveBeenCalled();
    // Never in a measuring pass, so never rendered a second time to leave it.
    expect(results).toEqual([false]);
  });
});
