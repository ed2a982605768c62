import { stocks } from '@inversiones/contract';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { apiGetIfChanged } from '../../http/client.ts';

type Prices = stocks.ListResponse;

/** The share prices a screen shows while it polls them. */
export interface PricePolling {
  /** The first answer is awaited, or failed (with nothing to show), or here. */
  status: 'loading' | 'error' | 'ready';
  prices: Prices | undefined;
  /** The page is hidden: no polls until it shows again (spec 9's 10 s apply while visible). */
  isPaused: boolean;
  /** The last poll failed while older prices are shown: they may be stale. */
  isStale: boolean;
  retry: () => void;
}

/** Whether the document is visible now (jsdom and every browser know `visibilityState`). */
const visible = () => document.visibilityState !== 'hidden';

/**
 * Polls the share prices every PRICE_POLL_MS (spec 9) with the last answer's tag, so an
 * unchanged step costs a 304. Pauses while the tab is hidden and asks at once when it shows
 * again; a failed poll keeps the prices shown and tries again on the next tick.
 */
export function usePricePolling(): PricePolling {
  const [prices, setPrices] = useState<Prices>();
  const [failed, setFailed] = useState(false);
  const [isPaused, setPaused] = useState(!visible());
  const [attempt, setAttempt] = useState(0);
  const etag = useRef<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;

    const poll = async () => {
      const current = new AbortController();
      controller = current;
      try {
        const answer = await apiGetIfChanged(stocks.list, etag.current, {
          anonymous: true,
          onError: false,
          signal: current.signal,
        });
        if (stopped) return;
        setFailed(false);
        if (answer.changed) {
          etag.current = answer.etag;
          // A transition: thirty rows re-render without holding up typing elsewhere.
          startTransition(() => setPrices(answer.body));
        }
      } catch {
        // An abort is ours (hidden, unmounted): the next poll is already decided.
        if (current.signal.aborted) return;
        if (!stopped) setFailed(true);
      }
      if (!stopped && !current.signal.aborted && visible()) {
        timer = setTimeout(() => void poll(), stocks.PRICE_POLL_MS);
      }
    };

    const onVisibility = () => {
      clearTimeout(timer);
      controller?.abort();
      setPaused(!visible());
      if (visible()) void poll();
    };

    if (visible()) void poll();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    status: prices ? 'ready' : failed ? 'error' : 'loading',
    prices,
    isPaused,
    isStale: failed && prices !== undefined,
    retry,
  };
}
