import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** What a screen shows of a call: loading, the spec's error (with a retry), or the answer. */
export type ApiData<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Runs `load` on mount and whenever `key` changes (a new filter, a new page), aborting the call
 * it replaces; `retry` runs it again (`refresh` too, keeping the answer shown meanwhile); a null `load` calls nothing (a refused filter). A failed or malformed answer is `error` (the HTTP client has
 * already routed it to the shared handler: a 401 still goes to the login).
 */
export function useApiData<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
): { state: ApiData<T>; retry: () => void; refresh: () => void } {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // A refresh reads again behind what is shown: no skeleton, and a failure keeps the answer.
  const quiet = useRef(false);

  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    const isQuiet = quiet.current;
    quiet.current = false;
    // Already loading (the first load): no render for nothing.
    if (!isQuiet) setState((now) => (now.status === 'loading' ? now : { status: 'loading' }));
    load(controller.signal).then(
      (data) => {
        // A transition: a table's render yields to input and paint instead of one long task.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      () => {
        if (!controller.signal.aborted && !isQuiet) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is a fresh closure each render: the key (with null for none) says when it changes.
  }, [key, attempt, load === null]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const refresh = useCallback(() => {
    quiet.current = true;
    setAttempt((count) => count + 1);
  }, []);
  return { state, retry, refresh };
}
