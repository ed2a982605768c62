/**
 * Runs `callback` once the browser is idle, at the latest after `timeout` ms (a busy page still
 * gets there); returns the cancel, for an effect's cleanup.
 */
export function whenIdle(callback: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 50);
  return () => clearTimeout(id);
}
