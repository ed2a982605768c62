import { auth, SESSION_COOKIE, XSRF_COOKIE, type LoginResponse } from '@inversiones/contract';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { hashPassword, verifyPassword } from '../db/password.ts';
import { messages } from '../messages.ts';
import {
  loadProfiles,
  ownProfile,
  type AppEnv,
  type ClientRow,
  type Deps,
} from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { hashToken } from '../platform/sessions.ts';
import { isValidRut, normalizeRut } from '@inversiones/es-cl';

/** Failed logins that lock the account. */
export const MAX_FAILED_ATTEMPTS = 5;

/** Secure cookies when the request came over https (directly or through a proxy). */
function isHttps(c: Context): boolean {
  return (
    new URL(c.req.url).protocol === 'https:' ||
    c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https'
  );
}

function setSessionCookies(c: Context, token: string, xsrf: string) {
  const secure = isHttps(c);
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Strict', path: '/', secure });
  // Readable by the portal's script, which echoes it in the XSRF_HEADER header.
  setCookie(c, XSRF_COOKIE, xsrf, { httpOnly: false, sameSite: 'Strict', path: '/', secure });
}

function clearSessionCookies(c: Context) {
  const secure = isHttps(c);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure });
  deleteCookie(c, XSRF_COOKIE, { path: '/', secure });
}

let dummyHash: Promise<string> | undefined;

/** Password rules of the server (portal-spec 5: "checked by server endpoints"). */
export function passwordProblem(rut: string, next: string): string | undefined {
  if (next.length < 8 || next.length > 20) return messages.passwordLength;
  if (/\s/.test(next)) return messages.passwordSpaces;
  if (!/[a-zñ]/.test(next) || !/[A-ZÑ]/.test(next) || !/[0-9]/.test(next)) {
    return messages.passwordClasses;
  }
  const body = rut.split('-')[0] ?? '';
  const compact = next.replace(/[.\-\s]/g, '');
  if (body.length >= 4 && compact.includes(body)) return messages.passwordRut;
  return undefined;
}

export function authRoutes(deps: Deps) {
  const { db, sessions, now, config } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);

  implement(auth.login, async (c, { request: { idCliente, clave } }) => {
    const rut = isValidRut(idCliente) ? normalizeRut(idCliente) : null;
    const [client] = rut
      ? await db.query<ClientRow>('SELECT * FROM clients WHERE rut = $1', [rut])
      : [];
    if (!client) {
      // Same work as a real check: the answer time does not tell whether the rut exists.
      dummyHash ??= hashPassword('clave-de-relleno');
      await verifyPassword(clave, await dummyHash);
      throw new ApiError(401, messages.badCredentials);
    }
    if (client.locked) throw new ApiError(423, messages.locked);
    if (!(await verifyPassword(clave, client.password_hash))) {
      const [row] = await db.query<{ failed_attempts: number; locked: boolean }>(
        `UPDATE clients SET failed_attempts = failed_attempts + 1,
                locked = (failed_attempts + 1 >= $2)
         WHERE id = $1 RETURNING failed_attempts, locked`,
        [client.id, MAX_FAILED_ATTEMPTS],
      );
      if (row?.locked) {
        await db.query('DELETE FROM sessions WHERE client_id = $1', [client.id]);
        throw new ApiError(423, messages.lockedNow);
      }
      throw new ApiError(
        401,
        messages.badCredentialsLeft(MAX_FAILED_ATTEMPTS - (row?.failed_attempts ?? 0)),
      );
    }
    await db.query('UPDATE clients SET failed_attempts = 0 WHERE id = $1', [client.id]);

    // A login always starts a new session: the one the browser brought (if any) ends here.
    await sessions.purgeExpired(now());
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous) await sessions.destroy(hashToken(previous));

    const profiles = (await loadProfiles(db, client.id)).filter((p) => p.IsActive);
    const single = profiles.length <= 1;
    const { token, xsrfToken, publicId } = await sessions.create(
      client.id,
      single ? ownProfile(client, profiles).code || null : null,
      now(),
    );
    setSessionCookies(c, token, xsrfToken);
    const response: LoginResponse = { sessionId: publicId, omitirPaso: single };
    if (client.pending_wizards) response.autoEnrolamiento = true;
    return response;
  });

  implement(auth.perfiles, (c) => ({ Profiles: c.get('account').profiles }));

  implement(auth.contextualize, async (c, { params }) => {
    const profile = c.get('account').profiles.find((p) => p.code === params.code && p.IsActive);
    if (!profile) throw new ApiError(404, messages.profileNotFound);
    const rotated = await sessions.rotateToProfile(c.get('session'), profile.code);
    if (!rotated) throw new ApiError(401, messages.noSession);
    setSessionCookies(c, rotated.token, rotated.xsrfToken);
    c.set('account', { ...c.get('account'), active: profile });
    const ids = new Set(profile.MandataryTypes.map((t) => t.Id));
    return {
      profile,
      profileRole: profile.MandataryTypes.map((t) => t.Description).join(', '),
      flagPN: ids.has(0),
      flagSupervisor: ids.has(3),
      flagOperador: ids.has(2),
    };
  });

  const logout = async (c: Context<AppEnv>) => {
    await sessions.destroy(c.get('session').tokenHash);
    clearSessionCookies(c);
    return { ok: true as const };
  };
  implement(auth.logout, logout);
  implement(auth.logoutLink, logout);

  implement(auth.lifespan, () => ({ lifespan: config.lifespanS }));
  implement(auth.keepAlive, () => ({ ok: true as const, lifespan: config.lifespanS }));

  implement(auth.changePassword, async (c, { request: { ClaveAntigua, ClaveNueva } }) => {
    const { client } = c.get('account');
    if (!(await verifyPassword(ClaveAntigua, client.password_hash))) {
      throw new ApiError(400, messages.passwordWrongCurrent, ['ClaveAntigua']);
    }
    const problem = passwordProblem(client.rut, ClaveNueva);
    if (problem) throw new ApiError(400, problem, ['ClaveNueva']);
    const reused =
      ClaveNueva === ClaveAntigua ||
      (client.previous_password_hash !== null &&
        (await verifyPassword(ClaveNueva, client.previous_password_hash)));
    if (reused) throw new ApiError(400, messages.passwordRepeated, ['ClaveNueva']);
    await db.query(
      `UPDATE clients SET previous_password_hash = password_hash, password_hash = $2,
              password_changed_at = $3 WHERE id = $1`,
      [client.id, await hashPassword(ClaveNueva), now()],
    );
    await sessions.destroyOthers(c.get('session'));
    return { ok: true as const };
  });

  return app;
}
