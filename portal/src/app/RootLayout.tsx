import { NavigationProvider, usePageChange } from '@inversiones/design-system';
import { useEffect } from 'react';
import { Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from '../errors/navigation.ts';
import { DocumentTitle } from './DocumentTitle.tsx';
import { pageKeyOf } from './page-key.ts';

/**
 * Every route: the design system's links navigate through the router (no page reloads), and so
 * do the error handler and the session watch (a 401 goes to /login without reloading).
 */
/** The router's href for the portal's own paths; mailto:, tel: and other sites stay as written. */
function useLinkHref(href: string): string {
  const internal = href.startsWith('/') && !href.startsWith('//');
  const resolved = useHref(internal ? href : '/');
  return internal ? resolved : href;
}

export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A new page: the previous page's announcements go, focus moves to its heading.
  usePageChange(pageKeyOf(pathname));
  useEffect(() => {
    setNavigator((to) => void navigate(to));
    return () => setNavigator(null);
  }, [navigate]);
  return (
    <NavigationProvider navigate={(path) => void navigate(path)} useHref={useLinkHref}>
      <DocumentTitle />
      <Outlet />
    </NavigationProvider>
  );
}
