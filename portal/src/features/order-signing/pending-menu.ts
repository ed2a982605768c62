import type { PortalMenuItem } from '@inversiones/design-system';
import * as messages from './messages.ts';

/** The route of the area in the API's menu (item 11). */
export const ORDER_SIGNING_ROUTE = '/firmaOperaciones';

/** The menu with the orders waiting for a signature beside Firma de Operaciones. */
export function withPendingCount(
  items: readonly PortalMenuItem[],
  orders: number,
): PortalMenuItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.route === ORDER_SIGNING_ROUTE && orders > 0
      ? { count: orders, countLabel: messages.pending.menuCount(orders) }
      : {}),
    ...(item.items ? { items: withPendingCount(item.items, orders) } : {}),
  }));
}
