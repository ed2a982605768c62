import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` holds and the browser has had a moment to paint: parts below the fold mount
 * then, in a transition (interruptible, so a click or key is never held), whatever the scroll
 * position, so keyboard and screen-reader users reach them just the same.
 */
export function useIdleMount(ready: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!ready || mounted) return;
    const mount = () => startTransition(() => setMounted(true));
    if (typeof requestIdleCallback === 'function') {
      // A bounded wait: a busy page still shows its lower sections within a second.
      const id = requestIdleCallback(mount, { timeout: 1000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(mount, 50);
    return () => clearTimeout(id);
  }, [ready, mounted]);
  return mounted;
}
