import { stockOrders, stocks } from '@inversiones/contract';
import { useEffect, useState } from 'react';
import { apiGet } from '../../http/client.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';

/**
 * The order as it is now: a pending one is read again every price step (10 s) while the page
 * is visible, so its voucher shows the fill (or the expiry) without a reload.
 */
export function useLiveOrder(initial: stockOrders.Order): stockOrders.Order {
  const [order, setOrder] = useState(initial);
  const [attempt, setAttempt] = useState(0);
  const pending = order.estado === 'pendiente';
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Hidden: nothing is asked until the next step (the client cannot see it anyway).
      if (document.visibilityState === 'hidden') return setAttempt((n) => n + 1);
      apiGet(stockOrders.order, {
        signal: controller.signal,
        params: { folio: order.folio },
        onError: false,
      }).then(
        (next) => {
          setOrder(next);
          setAttempt((n) => n + 1);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // A lost session goes to the login (and back here); a failure is asked again later.
          outcomeOf(error);
          setAttempt((n) => n + 1);
        },
      );
    }, stocks.PRICE_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [pending, order.folio, attempt]);
  return order;
}
