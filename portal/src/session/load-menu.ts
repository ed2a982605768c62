import type { MenuItem } from '@inversiones/contract';
import { currentMenu, menuState, storeMenu } from '../store/menu.ts';
import { sessionOwner } from '../store/session.ts';

/** GET /menu of the active profile; kept in the store and in `menu`. Errors go to the caller. */
export async function loadMenu({ force = false }: { force?: boolean } = {}): Promise<MenuItem[]> {
  const current = force ? null : currentMenu();
  if (current) return current;
  // Lazy: main.tsx restores the menu at startup, and the contract (zod) and the HTTP client
  // must stay off the entry chunk (the login route's first load).
  const { menu, apiGet } = await import('./menu-call.ts');
  menuState.loading = true;
  menuState.error = null;
  try {
    const forOwner = sessionOwner();
    const items = await apiGet(menu.menu);
    // The session changed while loading: the answer belongs to another one.
    if (forOwner !== sessionOwner()) return items;
    storeMenu(items, forOwner);
    return items;
  } catch (error) {
    menuState.error = (error as Error).message;
    throw error;
  } finally {
    menuState.loading = false;
  }
}
