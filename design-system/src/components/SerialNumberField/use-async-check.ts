import { useEffect, useRef, useState } from 'react';

/** Where the service check of a value stands. */
export type AsyncCheckStatus = 'idle' | 'pending' | 'valid' | 'invalid';

/**
 * Runs an async yes/no check of a value and keeps only the answer for the latest request: an
 * answer for an older value (or after a reset or unmount) is dropped. A rejected check counts as
 * invalid, as the spec treats any answer but a confirmed card as a failure.
 */
export function useAsyncCheck(
  check: ((value: string) => Promise<boolean>) | undefined,
  onStatusChange?: (status: AsyncCheckStatus) => void,
) {
  const [state, setState] = useState<{ value: string; status: AsyncCheckStatus }>({
    value: '',
    status: 'idle',
  });
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current += 1;
    },
    [],
  );

  return {
    ...state,
    /** Checks the value unless it is the one already checked or being checked. */
    run(value: string) {
      if (!check || (state.value === value && state.status !== 'idle')) return;
      const request = ++latest.current;
      setState({ value, status: 'pending' });
      onStatusChange?.('pending');
      // A check that throws synchronously is a refusal too.
      Promise.resolve(value)
        .then(check)
        .then(
          (ok) => ok === true,
          () => false,
        )
        .then((ok) => {
          if (latest.current !== request) return;
          const status = ok ? 'valid' : 'invalid';
          setState({ value, status });
          onStatusChange?.(status);
        });
    },
    /** Forgets the last answer and ignores the one in flight (the value changed). */
    reset() {
      latest.current += 1;
      if (state.status === 'idle') return;
      setState({ value: '', status: 'idle' });
      onStatusChange?.('idle');
    },
  };
}
