import { AuthLayout, Text } from '@inversiones/design-system';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import * as messages from '../../messages.ts';

/** Screens with a table or a wide body get the wide panel. */
const WIDE = /^\/(seleccionarCuenta|capsulas|demo\/bandeja)(\/|$)/;

/**
 * Spec 2: the simple shell (a plain header and footer) of the login, the account selection and
 * the primary-key screen.
 */
export function AuthShell() {
  const { pathname } = useLocation();
  return (
    <AuthLayout width={WIDE.test(pathname) ? 'wide' : 'narrow'}>
      {/* Plain text, not the Loader: the login's first load stays light. */}
      <Suspense fallback={<Text role="status">{messages.loading}</Text>}>
        <Outlet />
      </Suspense>
    </AuthLayout>
  );
}
