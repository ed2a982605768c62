import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

export const executiveContactSchema = z.object({
  nombre: z.string().min(1).max(256),
  email: z.string().max(256),
  telefono: z.string().max(32).optional(),
});

/**
 * Mis Ejecutivos: the executives of the profile the session acts for (a natural person's own, the
 * company's for its supervisor), and the help desk, which answers when there is none.
 */
export const executives = defineEndpoint({
  method: 'GET',
  path: '/miPerfil/ejecutivos',
  access: 'profile',
  rule: 'executives',
  response: z.object({
    /** Whose executives they are: the client's or the company's name. */
    titular: z.string(),
    ejecutivos: z.array(executiveContactSchema).max(20),
    mesaDeAyuda: executiveContactSchema,
  }),
});
export type ExecutivesResponse = ResponseOf<typeof executives>;
