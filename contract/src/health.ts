import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

export const databaseKindSchema = z.enum(['pglite', 'postgres']);
export type DatabaseKind = z.infer<typeof databaseKindSchema>;

/** A wizard template the API refused at start: its file and the path-precise reason. */
export const refusedTemplateSchema = z.object({
  file: z.string().min(1),
  error: z.string().min(1),
});

export const healthResponseSchema = z.object({
  /** 'degraded': the API serves, but something of it was refused (a wizard template). */
  status: z.enum(['ok', 'degraded']),
  database: databaseKindSchema,
  version: z.string().min(1),
  /** Server time, ISO 8601 (`new Date().toISOString()`). */
  time: z.iso.datetime({ offset: true }),
  /** The wizard templates served, and those refused alone at start (issue 18). */
  wizards: z.object({
    loaded: z.number().int().min(0),
    refused: z.array(refusedTemplateSchema),
  }),
});

/** Liveness of the API and its database. Public: no session needed. */
export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'open',
  response: healthResponseSchema,
});

export type HealthResponse = ResponseOf<typeof health>;
