import type { PortalMenuItem } from '@inversiones/design-system';
import * as messages from './messages.ts';

/** The route of the area in the API's menu (item 11). */
export const ORDER_SIGNING_ROUTE = '/firmaOperaciones';

/** The menu with the signatures waiting (orders and documents) beside Firma de Operaciones. */
export function withPendingCount(
  items: readonly PortalMenuItem[],
  total: number,
): PortalMenuItem[] {
  return items.map((item) => ({
    ...item,
    ...(item.route === ORDER_SIGNING_ROUTE && total > 0
      ? { count: total, countLabel: messages.pending.menuCount(total) }
      : {}),
    ...(item.items ? { items: withPendingCount(item.items, total) } : {}),
  }));
}
