import { Loader } from '@inversiones/design-system';
import { Navigate, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import * as messages from '../../messages.ts';
import { menuState } from '../../store/menu.ts';
import { hasMenuIds } from './menu-access.ts';

/** Spec 2: a route that requires menu ids; any id missing from the user's menu sends to root. */
export function RequireMenu({ ids }: { ids: readonly string[] }) {
  const { items, error } = useSnapshot(menuState);
  if (items === null) {
    // Without a menu (it failed to load) nothing can be proven: root.
    if (error) return <Navigate to="/" replace />;
    return <Loader label={messages.loading} />;
  }
  return hasMenuIds(items, ids) ? <Outlet /> : <Navigate to="/" replace />;
}
