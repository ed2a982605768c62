import type { MenuItem } from '@inversiones/contract';
import { proxy, subscribe } from 'valtio';
import { sessionState } from './session.ts';
import { readKey, removeKey, storageKeys, writeKey } from './storage-keys.ts';

export const menuState = proxy({
  items: null as MenuItem[] | null,
  loading: false,
  error: null as string | null,
});

// The session and rut the menu belongs to: another login or profile has its own menu.
let loadedFor: string | null = null;
const owner = () => `${sessionState.sessionId ?? ''}|${sessionState.rut ?? ''}`;

subscribe(sessionState, () => {
  if (loadedFor !== null && loadedFor !== owner()) {
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
    loadedFor = owner();
    return true;
  } catch {
    return false;
  }
}

/** GET /menu of the active profile; kept in the store and in `menu`. Errors go to the caller. */
export async function loadMenu({ force = false }: { force?: boolean } = {}): Promise<MenuItem[]> {
  if (!force && menuState.items && loadedFor === owner()) return menuState.items;
  // Lazy: main.tsx restores the menu at startup, and the contract (zod) and the HTTP client
  // must stay off the entry chunk (the login route's first load).
  const [{ menu }, { apiGet }] = await Promise.all([
    import('@inversiones/contract'),
    import('../http/client.ts'),
  ]);
  menuState.loading = true;
  menuState.error = null;
  try {
    const forOwner = owner();
    const items = await apiGet(menu.menu);
    // The session changed while loading: the answer belongs to another one.
    if (forOwner !== owner()) return items;
    menuState.items = items;
    loadedFor = forOwner;
    writeKey(storageKeys.menu, JSON.stringify(items));
    return items;
  } catch (error) {
    menuState.error = (error as Error).message;
    throw error;
  } finally {
    menuState.loading = false;
  }
}

/** Spec 4: the menu is cleared on entering the account selection. */
export function clearMenu(): void {
  menuState.items = null;
  menuState.error = null;
  loadedFor = null;
  removeKey(storageKeys.menu);
}
