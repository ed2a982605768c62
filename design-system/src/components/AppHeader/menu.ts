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
  /** A count beside the label (e.g. the orders waiting for a signature); nothing at 0. */
  count?: number;
  /** The count as screen readers hear it ('7 órdenes por firmar'); the figure alone is hidden. */
  countLabel?: string;
  items?: readonly PortalMenuItem[] | null;
}

/** Whether an item shows a mark beside its label (¡Nuevo! or a count). */
export const hasMarks = (item: PortalMenuItem): boolean =>
  Boolean(item.isNew) || (item.count ?? 0) > 0;

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

/** What changes the bar's widths: the items' ids, labels, ¡Nuevo! badges and counts. */
export const barItemsKey = (items: readonly PortalMenuItem[]): string =>
  items
    .map((item) => `${item.id}:${item.label}:${item.isNew ? 1 : 0}:${item.count ?? 0}`)
    .join('|');

/**
 * Converts visible portal items to MenuButton entries (nested items become submenus); `marks`
 * renders the badges of an item that has some (¡Nuevo!, a count).
 */
export function toMenuEntries(
  items: readonly PortalMenuItem[],
  marks: (item: PortalMenuItem) => ReactNode,
): MenuEntry[] {
  return items.map((item) => ({
    id: item.id,
    label: item.label,
    href: item.items?.length ? undefined : (item.route ?? undefined),
    badge: hasMarks(item) ? marks(item) : undefined,
    items: item.items?.length ? toMenuEntries(item.items, marks) : undefined,
  }));
}
