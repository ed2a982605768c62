import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

export const databaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema,
  version: z.string().min(1),
  /** Server time, ISO 8601 (`new Date().toISOString()`). */
  time: z.iso.datetime({ offset: true }),
});

/** Liveness of the API and its database. Public: no session needed. */
export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'open',
  response: healthResponseSchema,
});

export type HealthResponse = ResponseOf<typeof health>;
