import { z } from 'zod';
import { okSchema } from './common-schemas.ts';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

/** One open session of the client, as `administrarDispositivos` lists it. */
export const activeSessionSchema = z.object({
  /** The session's public id (never the cookie secret). */
  id: z.uuid(),
  /** Browser and operating system read from the User-Agent at login ('Chrome', 'Windows'). */
  navegador: z.string().max(64),
  sistemaOperativo: z.string().max(64),
  /** When it was opened and, approximately, last used (ISO 8601). */
  inicio: z.iso.datetime({ offset: true }),
  ultimoUso: z.iso.datetime({ offset: true }),
  /** The session making this call. */
  actual: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;

/** Every live session of the logged-in client (whatever profile each acts for), latest first. */
export const sessionsList = defineEndpoint({
  method: 'GET',
  path: '/miPerfil/sesiones',
  access: 'session',
  response: z.object({ sesiones: z.array(activeSessionSchema).max(500) }),
});
export type SessionsListResponse = ResponseOf<typeof sessionsList>;

/**
 * Closes one of the client's sessions at once (its cookie answers 401 on its next call). Another
 * client's id, or one already closed, answers 404.
 */
export const closeSession = defineEndpoint({
  method: 'DELETE',
  path: '/miPerfil/sesiones/{id}',
  access: 'session',
  response: okSchema,
});
