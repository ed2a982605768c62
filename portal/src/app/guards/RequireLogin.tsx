import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { hasLoginNotice } from '../../errors/login-notice.ts';
import { secondFactorState } from '../../store/second-factor.ts';
import { rememberReturnUrl, sessionState } from '../../store/session.ts';

/**
 * The login guard: without a session, remembers where the user was and goes to /login; a session
 * that still owes its second factor goes to clavePrimaria (the API refuses it everything else).
 */
export function RequireLogin({ children }: { children?: ReactNode }) {
  const { active } = useSnapshot(sessionState);
  const { pending } = useSnapshot(secondFactorState);
  const location = useLocation();
  if (active && pending) return <Navigate to="/clavePrimaria" replace />;
  if (active) return children ?? <Outlet />;
  // The error handler or the session watch is already on its way to /login/{status}: that wins.
  if (hasLoginNotice()) return null;
  rememberReturnUrl(`${location.pathname}${location.search}${location.hash}`);
  return <Navigate to="/login" replace />;
}
