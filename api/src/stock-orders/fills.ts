// When a pending order fills, read from the seeded market and the clock (DOMAIN.md): a market
// order at the first price of its session it can take, a limit order at the first 10-second step
// whose price reaches its limit; a day order that reaches no price by the close expires.
import type { stockOrders as contract } from '@inversiones/contract';
import type { IsoDate } from '../market/iso-date.ts';
import { PRICE_STEP_MS, sessionPath } from '../market/stock-prices.ts';

export interface PendingOrder {
  side: contract.OrderSide;
  ticker: string;
  orderType: contract.OrderType;
  /** PRICE_DECIMALS; null for a market order. */
  limitPrice: bigint | null;
  sessionDate: IsoDate;
  firstStep: number;
}

export type Outcome =
  | { kind: 'pendiente' }
  | { kind: 'ejecutada'; price: bigint; at: number }
  | { kind: 'vencida'; at: number };

/** Whether `price` reaches the order's limit: at or below it to buy, at or above it to sell. */
const reaches = (order: PendingOrder, price: bigint) =>
  order.limitPrice === null ||
  (order.side === 'compra' ? price <= order.limitPrice : price >= order.limitPrice);

/** What has become of `order` by `now`. */
export function outcomeAt(order: PendingOrder, now: number): Outcome {
  const path = sessionPath(order.ticker, order.sessionDate);
  const closesAt = path.opensAt + path.lastStep * PRICE_STEP_MS;
  if (now < path.opensAt + order.firstStep * PRICE_STEP_MS) return { kind: 'pendiente' };
  // The closing auction's price (the last step) is reachable too, once it is there.
  const lastStep = now >= closesAt ? path.lastStep : path.stepAt(now);
  for (let step = order.firstStep; step <= lastStep; step++) {
    const price = path.price(step);
    if (reaches(order, price)) {
      return { kind: 'ejecutada', price, at: path.opensAt + step * PRICE_STEP_MS };
    }
  }
  return now >= closesAt ? { kind: 'vencida', at: closesAt } : { kind: 'pendiente' };
}
