// Loaded up front: the loader imports them lazily, and a cold transform can outlast a test.
import '@inversiones/contract';
import '../http/client.ts';
import type { MenuItem } from '@inversiones/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMenu, menuIds, menuState, restoreMenu } from '../store/menu.ts';
import { beginSession, clearSession } from '../store/session.ts';
import { loadMenu } from './load-menu.ts';

const item = (id: string, items: MenuItem[] = []): MenuItem => ({
  id,
  label: `Item ${id}`,
  route: `/r${id}`,
  show: 1,
  isNew: false,
  items,
});
const tree = [item('01', [item('0101'), item('0102')]), item('07', [item('0707')])];

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  sessionStorage.clear();
  clearSession({ broadcast: false, everything: true });
  clearMenu();
  beginSession({ sessionId: 'pub-1', omitirPaso: true });
  fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(
      new Response(JSON.stringify(tree), { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
});

describe('menu store', () => {
  it('loads the menu once, keeps it in `menu`, and lists every id of the tree', async () => {
    await loadMenu();
    await loadMenu();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/menu');
    expect(JSON.parse(sessionStorage.getItem('menu')!)).toEqual(tree);
    expect([...menuIds()]).toEqual(['01', '0101', '0102', '07', '0707']);
  });

  it('clearMenu empties store and storage; a reload restores it from storage', async () => {
    await loadMenu();
    menuState.items = null;
    expect(restoreMenu()).toBe(true);
    expect(menuState.items).toEqual(tree);
    clearMenu();
    expect(menuState.items).toBeNull();
    expect(sessionStorage.getItem('menu')).toBeNull();
    expect(restoreMenu()).toBe(false);
  });

  it('a new session does not reuse the previous menu', async () => {
    await loadMenu();
    beginSession({ sessionId: 'pub-2', omitirPaso: true });
    await Promise.resolve();
    expect(menuState.items).toBeNull();
    await loadMenu();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
