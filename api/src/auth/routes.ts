import { setTimeout as sleep } from 'node:timers/promises';
import { auth, RETRY_AFTER_HEADER, type LoginResponse } from '@inversiones/contract';
import { isValidRut, normalizeRut } from '@inversiones/es-cl';
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { hashPassword, verifyPassword } from '../db/password.ts';
import { messages } from '../messages.ts';
import {
  loadProfiles,
  ownProfile,
  type AppEnv,
  CLIENT_COLUMNS,
  type ClientRow,
  type Deps,
} from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { setSessionCookies as setSharedSessionCookies } from '../platform/session-cookies.ts';
import { hashToken } from '../platform/sessions.ts';
import { recordDevice } from '../devices/session-devices.ts';
import { activeKinds, tipoOf } from '../security-pass/methods.ts';
import { clientAddress, isHttps, sessionCookieNames } from '../platform/transport.ts';
import { clearAttempts, isLocked, reserveAttempt } from './lockout.ts';
import { OneAtATime } from './one-at-a-time.ts';
import { passwordProblem } from './password-policy.ts';
import { defaultThrottlePolicy, LoginThrottle, type ThrottlePolicy } from './throttle.ts';

export { MAX_FAILED_ATTEMPTS } from './lockout.ts';

export interface AuthOptions {
  /** Login throttling per address and per rut (defaults: `defaultThrottlePolicy`). */
  throttle?: Partial<ThrottlePolicy>;
}

let dummyHash: Promise<string> | undefined;
/** A hash no password matches, checked when there is no account to check against. */
const dummy = () => (dummyHash ??= hashPassword('clave-de-relleno-sin-cuenta'));

export function authRoutes(deps: Deps, { throttle: policy }: AuthOptions = {}) {
  const { db, sessions, now, config } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const throttle = new LoginThrottle({ ...defaultThrottlePolicy, ...policy });
  const names = sessionCookieNames(config);
  const checks = new OneAtATime();

  const setSessionCookies = (c: Context, token: string, xsrf: string) =>
    setSharedSessionCookies(c, config, token, xsrf);

  function clearSessionCookies(c: Context) {
    const secure = isHttps(c, config);
    deleteCookie(c, names.session, { path: '/', secure });
    deleteCookie(c, names.xsrf, { path: '/', secure });
  }

  implement(auth.login, async (c, { request: { idCliente, clave } }) => {
    const rut = isValidRut(idCliente) ? normalizeRut(idCliente) : null;
    const admission = throttle.admit(clientAddress(c, config), rut ?? idCliente, now());
    if ('retryAfterS' in admission) {
      if (admission.delayMs > 0) await sleep(admission.delayMs);
      const status = 429 as const;
      const message = messages.tooManyAttempts(Math.ceil(admission.retryAfterS / 60));
      return c.json({ message, status }, status, {
        [RETRY_AFTER_HEADER]: String(admission.retryAfterS),
      });
    }
    const { ticket } = admission;
    if (ticket.delayMs > 0) await sleep(ticket.delayMs);

    // Counted before it is checked (see reserveAttempt); an unknown or locked account is checked
    // against a dummy hash, so the answer and its time are the same for all three.
    const reserved = await checks.run(rut ?? idCliente, async () => {
      const found = rut ? await reserveAttempt(db, { rut }, now()) : undefined;
      const right = await verifyPassword(clave, found?.password_hash ?? (await dummy()));
      if (found && right) await clearAttempts(db, found.id);
      return found && right ? found : undefined;
    });
    if (!reserved) throw new ApiError(401, messages.badCredentials);
    ticket.succeeded();
    const [client] = await db.query<ClientRow>(
      `SELECT ${CLIENT_COLUMNS.join(', ')} FROM clients WHERE id = $1`,
      [reserved.id],
    );
    if (!client) throw new ApiError(401, messages.badCredentials);

    // A login always starts a new session: the one the browser brought (if any) ends here.
    await sessions.purgeExpired(now());
    const previous = getCookie(c, names.session);
    if (previous) await sessions.destroy(hashToken(previous));

    const profiles = (await loadProfiles(db, client.id)).filter((p) => p.IsActive);
    const single = profiles.length <= 1;
    // With an active security-pass method the session owes the second factor (clavePrimaria).
    const secondFactor = await activeKinds(db, client.id);
    const { token, xsrfToken, publicId } = await sessions.create(
      client.id,
      single ? ownProfile(client, profiles).code || null : null,
      now(),
      secondFactor.length > 0,
    );
    await recordDevice(db, publicId, c.req.header('user-agent'));
    setSessionCookies(c, token, xsrfToken);
    const response: LoginResponse = { sessionId: publicId, omitirPaso: single };
    if (client.pending_wizards) response.autoEnrolamiento = true;
    if (secondFactor.length > 0) response.segundoFactor = secondFactor.map(tipoOf);
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
    // Wrong current passwords count toward the same lock as logins; the session stays open.
    const reserved = await reserveAttempt(db, { id: client.id }, now());
    if (!reserved) throw new ApiError(423, messages.passwordLocked);
    if (!(await verifyPassword(ClaveAntigua, reserved.password_hash ?? ''))) {
      if (await isLocked(db, client.id, now())) throw new ApiError(423, messages.passwordLocked);
      throw new ApiError(400, messages.passwordWrongCurrent, ['ClaveAntigua']);
    }
    await clearAttempts(db, client.id);
    const problem = passwordProblem(client.rut, ClaveNueva, {
      names: [client.nombre, client.apellido_paterno, client.apellido_materno],
    });
    if (problem) throw new ApiError(400, problem, ['ClaveNueva']);
    const reused =
      ClaveNueva === ClaveAntigua ||
      (reserved.previous_password_hash !== null &&
        (await verifyPassword(ClaveNueva, reserved.previous_password_hash)));
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
