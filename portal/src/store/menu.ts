import type { MenuItem } from '@inversiones/contract';
import { proxy, subscribe } from 'valtio';
import { sessionOwner, sessionState } from './session.ts';
import { readKey, removeKey, storageKeys, writeKey } from './storage-keys.ts';

export const menuState = proxy({
  items: null as MenuItem[] | null,
  loading: false,
  error: null as string | null,
});

// The session and rut the menu belongs to: another login or profile has its own menu.
let loadedFor: string | null = null;

subscribe(sessionState, () => {
  if (loadedFor !== null && loadedFor !== sessionOwner()) {
    menuState.items = null;
    menuState.error = null;
    loadedFor = null;
  }
});

interface MenuNode {
  readonly id: string;
  readonly items: readonly MenuNode[];
}

/** Every menu id of the tree (route guards require ids, spec 2); snapshots welcome. */
export function menuIds(items: readonly MenuNode[] | null = menuState.items): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly MenuNode[]) => {
    for (const item of list) {
      ids.add(item.id);
      walk(item.items);
    }
  };
  walk(items ?? []);
  return ids;
}

/** The menu back from sessionStorage (key `menu`) after a reload; false when there is none. */
export function restoreMenu(): boolean {
  const raw = readKey(storageKeys.menu);
  if (!raw) return false;
  try {
    const items: unknown = JSON.parse(raw);
    if (!Array.isArray(items)) return false;
    menuState.items = items as MenuItem[];
    loadedFor = sessionOwner();
    return true;
  } catch {
    return false;
  }
}

/** The menu loaded for this session and rut; null when it is missing or another's. */
export function currentMenu(): MenuItem[] | null {
  return menuState.items && loadedFor === sessionOwner() ? menuState.items : null;
}

/** Keeps the menu loaded for `owner` (a `sessionOwner()` value), in the store and in `menu`. */
export function storeMenu(items: MenuItem[], owner: string): void {
  menuState.items = items;
  loadedFor = owner;
  writeKey(storageKeys.menu, JSON.stringify(items));
}

/** Spec 4: the menu is cleared on entering the account selection. */
export function clearMenu(): void {
  menuState.items = null;
  menuState.error = null;
  loadedFor = null;
  removeKey(storageKeys.menu);
}
