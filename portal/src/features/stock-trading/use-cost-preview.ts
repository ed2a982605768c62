import { stockOrders } from '@inversiones/contract';
import { useEffect, useState } from 'react';
import { apiSend } from '../../http/client.ts';
import { outcomeOf } from '../fund-operations/use-operation.ts';

/** A ticket the API can price: the buy or sell request, without the way of payment's say. */
export type TradeRequest = stockOrders.BuyTicket;

/** Waits for the client to stop typing before asking the price of the order. */
export const COST_DEBOUNCE_MS = 400;

type Preview =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; cost: stockOrders.Cost }
  | { status: 'refused'; message: string }
  | { status: 'failed' };

/** A sale's ticket: the same order without a way of payment. */
export function sellTicket({
  formaPago: _,
  aceptaPerfil: __,
  ...ticket
}: TradeRequest): stockOrders.SellTicket {
  return ticket;
}

/** Asks the API what the order costs (or yields), once the ticket is complete and still. */
export function costOf(side: stockOrders.OrderSide, request: TradeRequest, signal?: AbortSignal) {
  return side === 'compra'
    ? apiSend(stockOrders.buyCost, request, { signal, onError: false })
    : apiSend(stockOrders.sellCost, sellTicket(request), { signal, onError: false });
}

/**
 * The cost preview of the ticket: none while it is incomplete, then the API's figures for it,
 * asked again when it changes (and for a market order, when the price moves).
 */
export function useCostPreview(
  side: stockOrders.OrderSide,
  request: TradeRequest | null,
  priceKey: string,
) {
  const [preview, setPreview] = useState<Preview>({ status: 'none' });
  const [attempt, setAttempt] = useState(0);
  const key = request ? `${JSON.stringify(request)}|${priceKey}|${attempt}` : null;
  useEffect(() => {
    if (!request) {
      setPreview({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    setPreview((now) => (now.status === 'ready' ? now : { status: 'loading' }));
    const timer = setTimeout(() => {
      setPreview({ status: 'loading' });
      costOf(side, request, controller.signal).then(
        (cost) => !controller.signal.aborted && setPreview({ status: 'ready', cost }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const outcome = outcomeOf(error);
          setPreview(
            outcome.status === 'refused'
              ? { status: 'refused', message: outcome.message }
              : { status: 'failed' },
          );
        },
      );
    }, COST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The key says when the request (or the price it is estimated at) changes.
  }, [key]);
  return { preview, retry: () => setAttempt((n) => n + 1) };
}
