import { Navigate, Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { sessionState } from '../../store/session.ts';
import { canUseTefe } from './tefe-access.ts';

/** Spec 2 and 6: TEFE opens for an Apoderado of a client with TEFE, or a natural person. */
export function RequireTefe() {
  const { profileRole, hasTefe, flags } = useSnapshot(sessionState);
  return canUseTefe({ profileRole, hasTefe, naturalPerson: flags.naturalPerson }) ? (
    <Outlet />
  ) : (
    <Navigate to="/" replace />
  );
}
