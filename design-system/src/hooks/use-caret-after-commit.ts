import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Puts the caret where a reformatting field wants it, after React has committed the new value
 * (writing a controlled input's value moves the caret to the end). Also used by CurrencyField.
 */
export function useCaretAfterCommit(
  inputRef: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
) {
  const pending = useRef<number | null>(null);
  // A new request re-renders even when the value did not change (a filtered character).
  const [request, setRequest] = useState(0);
  useLayoutEffect(() => {
    const caret = pending.current;
    pending.current = null;
    const input = inputRef.current;
    if (caret === null || !input || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret, caret);
  }, [request, inputRef]);
  return (caret: number) => {
    pending.current = caret;
    setRequest((count) => count + 1);
  };
}
