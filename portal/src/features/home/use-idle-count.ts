import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * How many of `total` parts to show: the first at once, then one more each time the browser is
 * idle, in a transition. Each part's mount is then its own short commit instead of one long
 * task for all of them (a phone's main thread stays free for a tap); keyboard and screen-reader
 * users reach every part within a second, whatever the scroll position.
 */
export function useIdleCount(total: number): number {
  const [count, setCount] = useState(Math.min(1, total));
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((n) => Math.min(n + 1, total))), 250);
  }, [count, total]);
  return Math.min(count, total);
}
