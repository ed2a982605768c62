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

/** Splits the bar's items into the first `count` shown and the rest under 'Más' (measured). */
export function splitBarItems(
  items: readonly PortalMenuItem[],
  count: number,
): { shown: PortalMenuItem[]; more: PortalMenuItem[] } {
  return { shown: items.slice(0, count), more: items.slice(count) };
}

/** What changes the bar's widths: the items' ids, labels and ¡Nuevo! badges. */
export const barItemsKey = (items: readonly PortalMenuItem[]): string =>
  items.map((item) => `${item.id}:${item.label}:${item.isNew ? 1 : 0}`).join('|');

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
