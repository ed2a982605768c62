// Loaded on submit, not with the login screen: the contract's schemas (zod) stay off its first load.
import { auth, type LoginRequest } from '@inversiones/contract';
import { apiGet, apiSend } from '../../http/client.ts';
import { applyContext, beginSession, setProfiles, takeReturnUrl } from '../../store/session.ts';
import { markEnrolment } from '../../store/enrolment.ts';
import { requireSecondFactor } from '../../store/second-factor.ts';

/** Where the second-factor step (spec 2: clavePrimaria) lives. */
export const PRIMARY_KEY_PATH = '/clavePrimaria';

/**
 * Logs in and prepares the session. A client with a security-pass method goes to clavePrimaria
 * first; otherwise it goes on as `continueSignIn` says.
 */
export async function signIn(request: LoginRequest): Promise<string> {
  // The screen shows a refused login itself (spec 8: no failed status is stored).
  const login = await apiSend(auth.login, request, { onError: false });
  beginSession(login);
  markEnrolment(login.autoEnrolamiento === true);
  requireSecondFactor(login.segundoFactor);
  if (login.segundoFactor) return PRIMARY_KEY_PATH;
  return continueSignIn();
}

/**
 * The rest of the login, once the session is fully authenticated: with one profile it
 * contextualizes at once and answers the stored return URL (or root); with several it answers
 * the account selection.
 */
export async function continueSignIn(): Promise<string> {
  const { Profiles } = await apiGet(auth.perfiles);
  setProfiles(Profiles);
  const active = Profiles.filter((profile) => profile.IsActive);
  if (active.length > 1) return '/seleccionarCuenta';
  const own = active[0];
  if (own) applyContext(await apiGet(auth.contextualize, { params: { code: own.code } }));
  return takeReturnUrl() ?? '/';
}
