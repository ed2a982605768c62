import { z } from 'zod';
import { okSchema, rutInputSchema, rutSchema } from './common-schemas.ts';
import { defineEndpoint, type RequestOf, type ResponseOf } from './endpoint.ts';

/**
 * Session conventions shared by the portal and any server that implements the contract.
 * - The session travels only in an HttpOnly, SameSite=Strict cookie (`SESSION_COOKIE`).
 * - A readable cookie (`XSRF_COOKIE`) carries a token that every POST, PUT and DELETE must echo
 *   in the `XSRF_HEADER` header; otherwise the answer is 403.
 * - Every call carries the headers `channel: 1` and `version: 1` (400 otherwise).
 * - Authenticated answers carry `NOTIFICATION_COUNT_HEADER` (unread notifications) and
 *   `SESSION_REMAINING_HEADER` (seconds until the idle timeout, the keep-alive header).
 */
export const SESSION_COOKIE = 'inv_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const NOTIFICATION_COUNT_HEADER = 'X-Notification-Count';
export const SESSION_REMAINING_HEADER = 'X-Session-Remaining';
export const REQUIRED_HEADERS = { channel: '1', version: '1' } as const;

export const loginRequestSchema = z.object({
  /** The rut, with or without dots and hyphen. */
  idCliente: rutInputSchema,
  clave: z.string().min(1, { message: 'Ingrese su clave.' }).max(100),
});

export const loginResponseSchema = z.object({
  /** Public id of the new session (not the cookie secret): a new one at every login. */
  sessionId: z.string().min(1),
  /** True when the user has a single profile and goes straight in (no account selection). */
  omitirPaso: z.boolean(),
  /** True when the login must open the onboarding wizards. */
  autoEnrolamiento: z.boolean().optional(),
  param: z.string().optional(),
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
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
  response: z.object({ Profiles: z.array(profileSchema) }),
});
export type PerfilesResponse = ResponseOf<typeof perfiles>;

export const contextualizePath = '/contextualize/{code}';
export const contextualize = defineEndpoint({
  method: 'GET',
  path: contextualizePath,
  response: z.object({
    profile: profileSchema,
    /** Role descriptions joined by commas (the browser's profileRole). */
    profileRole: z.string(),
    flagPN: z.boolean(),
    flagSupervisor: z.boolean(),
    flagOperador: z.boolean(),
  }),
});
export const contextualizeUrl = (code: string) => `/contextualize/${encodeURIComponent(code)}`;

/** Invalidates the session server-side and clears both cookies. POST (with XSRF) or GET. */
export const logout = defineEndpoint({ method: 'POST', path: '/auth/logout', response: okSchema });

export const lifespan = defineEndpoint({
  method: 'GET',
  path: '/lifespan',
  response: z.object({ lifespan: z.number().int().positive() }),
});

/** Keeps the session alive (restarts the idle timeout). */
export const keepAlive = defineEndpoint({
  method: 'GET',
  path: '/keepalive',
  response: z.object({ ok: z.literal(true), lifespan: z.number().int().positive() }),
});

export const changePasswordRequestSchema = z.object({
  ClaveAntigua: z.string().min(1).max(100),
  ClaveNueva: z.string().min(1).max(100),
});
export const changePassword = defineEndpoint({
  method: 'PUT',
  path: '/auth/clave',
  request: changePasswordRequestSchema,
  response: okSchema,
});
