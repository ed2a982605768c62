import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * True once `ready` holds and the browser has had a moment to paint: parts below the fold mount
 * then, in a transition (interruptible, so a click or key is never held), whatever the scroll
 * position, so keyboard and screen-reader users reach them just the same.
 */
export function useIdleMount(ready: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!ready || mounted) return;
    return whenIdle(() => startTransition(() => setMounted(true)), 1000);
  }, [ready, mounted]);
  return mounted;
}
