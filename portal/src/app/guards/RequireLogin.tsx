import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { hasLoginNotice } from '../../errors/login-notice.ts';
import { rememberReturnUrl, sessionState } from '../../store/session.ts';

/** The login guard: without a session, remembers where the user was and goes to /login. */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const { active } = useSnapshot(sessionState);
  const location = useLocation();
  if (active) return children ?? <Outlet />;
  // The error handler or the session watch is already on its way to /login/{status}: that wins.
  if (hasLoginNotice()) return null;
  rememberReturnUrl(`${location.pathname}${location.search}${location.hash}`);
  return <Navigate to="/login" replace />;
}
