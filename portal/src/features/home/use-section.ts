import { startTransition, useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../store/session.ts';

/** One section of the home: loading (a skeleton), its answer, or failed (the spec's message). */
export type SectionState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

/**
 * Loads one section on its own, so a slow or failed call never holds or blanks the others. It
 * reloads when `key` or the contextualised profile changes, and `retry` asks again. Failures
 * are already routed by the HTTP client (a 401 ends the session); the section shows its message.
 * Until `ready` (what the call needs from another), it stays loading and asks nothing.
 */
export function useSection<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key = '',
  ready = true,
): [SectionState<T>, () => void] {
  const { sessionId, rut } = useSnapshot(sessionState);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SectionState<T>>({ status: 'loading' });

  useEffect(() => {
    // Already loading (the first load): no render for nothing.
    setState((now) => (now.status === 'loading' ? now : { status: 'loading' }));
    if (!ready) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        // A transition: the section's render yields to input and paint instead of one long task.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render: what it asks for is named by `key`.
  }, [key, ready, attempt, sessionId, rut]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
