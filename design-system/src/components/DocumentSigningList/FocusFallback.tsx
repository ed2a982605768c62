import { useEffect, useLayoutEffect, useRef } from 'react';

export interface FocusFallbackProps {
  /** What takes the focus when nothing else did (the document's heading). */
  target?: () => HTMLElement | null | undefined;
}

/**
 * Placed in a modal's content: when the modal closes and focus is left on the page's body (the
 * button that opened it is gone, like 'Firmar' of a document just signed), `target` takes it, so
 * a keyboard user goes on from the document instead of from the top of the page.
 */
export function FocusFallback({ target }: FocusFallbackProps) {
  const latest = useRef(target);
  useLayoutEffect(() => {
    latest.current = target;
  });
  useEffect(
    () => () => {
      // A frame later: React Aria returns focus to the opener in a frame queued before this one.
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (active === null || active === document.body) latest.current?.()?.focus();
      });
    },
    [],
  );
  return null;
}
