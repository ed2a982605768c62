import type { ReactNode } from 'react';
import type { MenuEntry } from '../Menu/index.ts';

/** A server-driven menu item of the spec: id, label, route, show (1 = display), isNew, items. */
export interface PortalMenuItem {
  id: string;
  label: string;
  route?: string | null;
  /** 1 shows the item; anything else hides it (and its children). */
  show: number;
  /** Shows '¡Nuevo!'. */
  isNew?: boolean;
  items?: readonly PortalMenuItem[] | null;
}

/** The items to display: only show === 1, recursively; a group left empty is dropped. */
export function visibleMenuItems(
  items: readonly PortalMenuItem[] | null | undefined,
): PortalMenuItem[] {
  return (items ?? [])
    .filter((item) => item.show === 1)
    .map((item) => ({ ...item, items: item.items ? visibleMenuItems(item.items) : item.items }))
    .filter((item) => Boolean(item.route) || (item.items?.length ?? 0) > 0);
}

/** Whether an item is the current page or holds it (its route or a child's is the current one). */
export function holdsRoute(item: PortalMenuItem, route: string | undefined): boolean {
  if (!route) return false;
  if (item.route && (item.route === route || route.startsWith(`${item.route}/`))) {
    return item.route !== '/' || route === '/';
  }
  return (item.items ?? []).some((child) => holdsRoute(child, route));
}

/** More items than fit one row at 1280 px: the first ones stay, the rest go into 'Más'. */
export const MAX_BAR_ITEMS = 7;

/** Splits the bar's items into those shown and those under 'Más' (none when all fit). */
export function splitBarItems(items: readonly PortalMenuItem[]): {
  shown: PortalMenuItem[];
  more: PortalMenuItem[];
} {
  if (items.length <= MAX_BAR_ITEMS) return { shown: [...items], more: [] };
  return { shown: items.slice(0, MAX_BAR_ITEMS - 1), more: items.slice(MAX_BAR_ITEMS - 1) };
}

/** Converts visible portal items to MenuButton entries (nested items become submenus). */
export function toMenuEntries(
  items: readonly PortalMenuItem[],
  newBadge: (item: PortalMenuItem) => ReactNode,
): MenuEntry[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    href: item.items?.length ? undefined : (item.route ?? undefined),
    badge: item.isNew ? newBadge(item) : undefined,
    items: item.items?.length ? toMenuEntries(item.items, newBadge) : undefined,
  }));
}
