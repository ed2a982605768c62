import { vi } from 'vitest';

/** jsdom draws nothing: a canvas context that accepts every call, for the chart library. */
const inertContext: unknown = new Proxy(function inert() {}, {
  get: (_target, property) => (property === 'width' ? 0 : inertContext),
  apply: () => inertContext,
  set: () => true,
});

/** jsdom has no matchMedia, which the chart library reads as it loads (with the first chart). */
const mediaQuery = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

/** What a page with a TimeSeriesChart needs of the browser under jsdom (call it before each test). */
export function stubChartEnvironment(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(inertContext as never);
  vi.stubGlobal('Path2D', inertContext);
  vi.stubGlobal('matchMedia', mediaQuery);
}
