import { LogoutScreen } from '@inversiones/design-system';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import * as messages from '../../messages.ts';
import { usePageTitle } from '../../store/page-title.ts';
import { logout } from '../../session/logout.ts';
import { markEnrolment } from '../../store/enrolment.ts';
import { PUBLIC_SITE_PATH, REDIRECT_DELAY_MS } from './public-site.ts';

/**
 * Spec 2: logs out when a session exists, clears every stored key, shows 'Su sesión se está
 * cerrando' and then goes to the public site.
 */
export function LogoutPage() {
  const navigate = useNavigate();
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
          timer = setTimeout(
            () => void navigate(PUBLIC_SITE_PATH, { replace: true }),
            REDIRECT_DELAY_MS,
          );
        }
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [navigate]);
  return <LogoutScreen />;
}
