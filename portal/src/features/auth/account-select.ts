import { auth, type Profile } from '@inversiones/contract';
import { apiGet } from '../../http/client.ts';
import { applyContext, setProfiles, takeReturnUrl } from '../../store/session.ts';

/** GET /auth/perfiles (a 401 goes back to the login through the shared handler). */
export async function loadProfiles(signal?: AbortSignal): Promise<Profile[]> {
  const { Profiles } = await apiGet(auth.perfiles, { signal });
  setProfiles(Profiles);
  return Profiles;
}

/**
 * Spec 4: stores the chosen profile's role and flags (from the contextualize answer) as the
 * session now acts for it. A natural person goes on to the remembered page (its own redirect); a
 * company or attorney profile starts at root.
 */
export async function enterProfile(profile: Profile): Promise<string> {
  const context = await apiGet(auth.contextualize, { params: { code: profile.code } });
  applyContext(context);
  return context.flagPN ? (takeReturnUrl() ?? '/') : '/';
}
