import { useLayoutEffect, useState } from 'react';
import type { HeadingLevel } from '@inversiones/design-system';

/**
 * The level under the engine's step title (h1 embedded, h2 in the dialog), so a step's own
 * headings keep the page outline without skipping a level.
 */
export function useSubHeadingLevel(headingId: string): HeadingLevel {
  const [level, setLevel] = useState<HeadingLevel>(3);
  useLayoutEffect(() => {
    const tag = document.getElementById(headingId)?.tagName;
    const found = tag ? Number(/^H([1-6])$/.exec(tag)?.[1]) : NaN;
    if (found >= 1 && found <= 5) setLevel((found + 1) as HeadingLevel);
  }, [headingId]);
  return level;
}
