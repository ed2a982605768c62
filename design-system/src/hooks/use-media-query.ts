import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/** Whether a media query holds now, following its changes (true where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia !== 'function' || window.matchMedia(query).matches,
    () => true,
  );
}

/** Between beforeprint and afterprint: the print's own media queries lay the page out. */
let printing = false;

/**
 * Whether a screen media query holds now, following its changes; undefined where the page cannot
 * tell which layout shows: without matchMedia (jsdom), on the server and while hydrating, and
 * while printing. A component rendering only its visible layout renders all of them then.
 */
export function useScreenMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      // Synchronous: window.print() takes its layout before any microtask would render.
      const beforePrint = () => {
        printing = true;
        flushSync(onChange);
      };
      const afterPrint = () => {
        printing = false;
        onChange();
      };
      list.addEventListener('change', onChange);
      window.addEventListener('beforeprint', beforePrint);
      window.addEventListener('afterprint', afterPrint);
      return () => {
        list.removeEventListener('change', onChange);
        window.removeEventListener('beforeprint', beforePrint);
        window.removeEventListener('afterprint', afterPrint);
      };
    },
    () =>
      typeof window.matchMedia !== 'function' || printing
        ? undefined
        : window.matchMedia(query).matches,
    () => undefined,
  );
}
