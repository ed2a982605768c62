import { useEffect, useRef, useState } from 'react';
import * as messages from '../../messages.ts';

/** Quiet while typing: the remaining count is said once the user pauses this long. */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/** Only the last fifth of the allowance is worth announcing. */
const announceThreshold = (max: number) => Math.ceil(max / 5);

/**
 * The text of a polite live region for a character counter: set after a pause in typing and only
 * when close to the maximum, so a screen reader is not interrupted at every keystroke.
 */
export function usePoliteCount(max: number | undefined) {
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Call on every change with the new length. */
  const onLengthChange = (length: number) => {
    clearTimeout(timer.current);
    if (max === undefined) return;
    const left = Math.max(0, max - length);
    timer.current = setTimeout(() => {
      setAnnouncement(
        left === 0
          ? messages.textArea.limitReached
          : left <= announceThreshold(max)
            ? messages.textArea.remaining(left)
            : '',
      );
    }, COUNT_ANNOUNCE_DELAY_MS);
  };

  return { announcement, onLengthChange };
}
