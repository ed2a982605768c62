import type { ChallengeState } from '@inversiones/design-system';
import { useCallback, useEffect, useRef, useState } from 'react';
import { solvedChallenge } from './proof-of-work.ts';

/**
 * A proof of work solved in the background as soon as the screen opens, so it is usually ready
 * when the user submits. Each solution is single use: `retry` solves the next one.
 */
export function useChallenge() {
  const [state, setState] = useState<ChallengeState>('working');
  const current = useRef<Promise<string> | null>(null);

  const start = useCallback(() => {
    setState('working');
    const next = solvedChallenge();
    current.current = next;
    next.then(
      () => current.current === next && setState('ready'),
      () => current.current === next && setState('error'),
    );
    // The failure is shown by the state; the request that takes it sees it too.
    next.catch(() => {});
    return next;
  }, []);

  useEffect(() => {
    if (!current.current) start();
  }, [start]);

  /** The solved payload for one request (waits for it); call `retry` when another is needed. */
  const take = useCallback(async () => {
    const payload = current.current ?? start();
    current.current = null;
    return payload;
  }, [start]);

  return { state, retry: start, take };
}
