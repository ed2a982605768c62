import { z } from 'zod';
import { okSchema, rutInputSchema, rutSchema } from './common-schemas.ts';
import { earlyPaths } from './early-paths.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';

/**
 * The longest password any request carries (a request limit, not a rule: ASVS 2.1.2 asks for at
 * least 64 allowed, and nothing is truncated).
 */
export const PASSWORD_MAX_LENGTH = 128;
/** The shortest new password (today's rule; the profile issue sets the full policy). */
export const PASSWORD_MIN_LENGTH = 8;

export const loginRequestSchema = z.object({
  /** The rut, with or without dots and hyphen. */
  idCliente: rutInputSchema,
  clave: z.string().min(1, { message: 'Ingrese su clave.' }).max(PASSWORD_MAX_LENGTH),
});

export const loginResponseSchema = z.object({
  /** Public id of the new session (not the cookie secret): a new one at every login. */
  sessionId: z.string().min(1),
  /** True when the user has a single profile and goes straight in (no account selection). */
  omitirPaso: z.boolean(),
  /** True when the login must open the onboarding wizards. */
  autoEnrolamiento: z.boolean().optional(),
  param: z.string().optional(),
  /**
   * The client's active security-pass methods when the session must pass the second factor
   * (`clavePrimaria`) before anything else; absent for a client without one.
   */
  segundoFactor: z
    .array(z.enum(['cronto', 'sms', 'email']))
    .min(1)
    .max(3)
    .optional(),
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  request: loginRequestSchema,
  response: loginResponseSchema,
});
export type LoginRequest = RequestOf<typeof login>;
export type LoginResponse = ResponseOf<typeof login>;

/** Spec: MandataryTypes ids 0 natural person, 2 operator, 3 supervisor; 4 Apoderado (this API). */
export const mandataryTypeSchema = z.object({ Id: z.number().int(), Description: z.string() });

export const profileSchema = z.object({
  code: z.string(),
  nombre: z.string(),
  Rut: rutSchema,
  HasTEFE: z.boolean(),
  IsActive: z.boolean(),
  MandataryTypes: z.array(mandataryTypeSchema),
});
export type Profile = z.infer<typeof profileSchema>;

export const perfiles = defineEndpoint({
  method: 'GET',
  path: '/auth/perfiles',
  access: 'session',
  response: z.object({ Profiles: z.array(profileSchema) }),
});
export type PerfilesResponse = ResponseOf<typeof perfiles>;

/**
 * Acts for the chosen profile. The session's secret rotates (a new cookie and XSRF token; the
 * old cookie stops working), so a session id fixed before the choice is worth nothing after it.
 */
export const contextualize = defineEndpoint({
  method: 'GET',
  path: '/contextualize/{code}',
  access: 'session',
  changesState: true,
  response: z.object({
    profile: profileSchema,
    /** Role descriptions joined by commas (the browser's profileRole). */
    profileRole: z.string(),
    flagPN: z.boolean(),
    flagSupervisor: z.boolean(),
    flagOperador: z.boolean(),
  }),
});

/** Invalidates the session server-side and clears both cookies. */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  access: 'session',
  beforeSecondFactor: true,
  response: okSchema,
});

/** The same as logout with the spec's GET (it still needs the XSRF echo). */
export const logoutLink = defineEndpoint({
  method: 'GET',
  path: '/auth/logout',
  access: 'session',
  beforeSecondFactor: true,
  changesState: true,
  response: okSchema,
});

export const lifespan = defineEndpoint({
  method: 'GET',
  path: earlyPaths.lifespan,
  access: 'session',
  beforeSecondFactor: true,
  response: z.object({ lifespan: z.number().int().positive() }),
});

/** Keeps the session alive (restarts the idle timeout). */
export const keepAlive = defineEndpoint({
  method: 'GET',
  path: '/keepalive',
  access: 'session',
  beforeSecondFactor: true,
  response: z.object({ ok: z.literal(true), lifespan: z.number().int().positive() }),
});

export const changePasswordRequestSchema = z.object({
  ClaveAntigua: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  ClaveNueva: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/auth/clave',
  access: 'session',
  request: changePasswordRequestSchema,
  response: okSchema,
});
