import { LogoutScreen } from '@inversiones/design-system';
import { useEffect } from 'react';
import * as messages from '../../messages.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { logout } from '../../session/logout.ts';
import { markEnrolment } from '../../store/enrolment.ts';
import { leaveForPublicSite, REDIRECT_DELAY_MS } from './public-site.ts';

/**
 * Spec 2: logs out when a session exists, clears every stored key, shows 'Su sesión se está
 * cerrando' and then goes to the public site (a full load: it is not a portal page).
 */
export function LogoutPage({ leave = leaveForPublicSite }: { leave?: () => void } = {}) {
  usePageTitle(messages.pageTitle.logout);
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      try {
        await logout();
      } finally {
        markEnrolment(false);
        if (!cancelled) {
          timer = setTimeout(leave, REDIRECT_DELAY_MS);
        }
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [leave]);
  return <LogoutScreen />;
}
