import { securityPass } from '@inversiones/contract';
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../platform/guard.ts';
import { ApiError } from '../platform/http.ts';
import { implementer } from '../platform/implement.ts';
import { methodView } from './method-view.ts';
import { securityPassMessages as m } from './messages.ts';
import { codeCheck } from './code-check.ts';
import { cancelPending, listMethods, startEnrolment } from './methods.ts';
import { otpRoutes } from './otp-routes.ts';
import { proveCode } from './prove-code.ts';
import {
  defaultSecurityPassLimits,
  LastSent,
  WindowCounter,
  type SecurityPassLimits,
} from './rate-limits.ts';
import { newTotpSecret, TOTP_ISSUER, totpUri } from './totp.ts';

export interface SecurityPassOptions {
  /** Code entry and sending limits (defaults: `defaultSecurityPassLimits`). */
  limits?: Partial<SecurityPassLimits>;
}

/** The account name the authenticator app shows: the rut's last digits, not the whole rut. */
const accountLabel = (rut: string) => `Cliente ***${rut.slice(-5)}`;

export function securityPassRoutes(deps: Deps, options: SecurityPassOptions = {}) {
  const { db, now } = deps;
  const app = new Hono<AppEnv>();
  const implement = implementer(app, deps);
  const limits = { ...defaultSecurityPassLimits, ...options.limits };
  const counters = { limits, entries: new WindowCounter(limits.windowMs) };

  implement(securityPass.method, async (c) => {
    const rows = await listMethods(db, c.get('account').client.id);
    const at = now();
    return {
      segundoFactorPendiente: c.get('session').secondFactorPending,
      metodos: rows.map((row) => methodView(row, at)),
    };
  });

  implement(securityPass.crontoEnrol, async (c) => {
    const { client } = c.get('account');
    const secret = newTotpSecret();
    const written = await startEnrolment(db, client.id, 'totp', { secret }, now());
    if (!written) throw new ApiError(409, m.alreadyActive);
    const cuenta = accountLabel(client.rut);
    return { secreto: secret, uri: totpUri(secret, cuenta), emisor: TOTP_ISSUER, cuenta };
  });

  implement(securityPass.crontoVerify, (c, { request: { codigo, proposito } }) =>
    proveCode(
      c,
      deps,
      counters,
      'totp',
      proposito,
      codeCheck(db, 'totp', proposito, c.get('session').publicId, codigo, now()),
    ),
  );

  implement(securityPass.cancel, async (c) => {
    await cancelPending(db, c.get('account').client.id);
    return { ok: true as const };
  });

  const sends = { lastSent: new LastSent(), sends: new WindowCounter(limits.windowMs) };
  otpRoutes(implement, deps, { ...counters, ...sends });
  return app;
}
