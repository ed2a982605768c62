// The keep-alive header (X-Session-Remaining) from the HTTP client to the session watch.
import { setLifespan } from '../store/session.ts';

type Listener = (seconds: number) => void;
const listeners = new Set<Listener>();

/**
 * Called by the HTTP client with the seconds the server gives the session after an
 * authenticated answer. The first one is the server lifespan (every call restarts its idle
 * timeout); a later, smaller one means the absolute lifetime is ending.
 */
export function noteServerRemaining(seconds: number): void {
  if (!Number.isFinite(seconds) || seconds < 0) return;
  setLifespan(seconds);
  for (const listener of [...listeners]) listener(seconds);
}

/** The session watch listens here; returns the unsubscribe function. */
export function subscribeServerRemaining(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
