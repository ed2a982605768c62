import { z } from 'zod';
import { rutInputSchema, rutSchema } from './common-schemas.ts';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

/** The newest messages a page shows: a demo reads the last code, never an archive. */
export const OUTBOX_PAGE_SIZE = 20;
export const OUTBOX_SUBJECT_MAX = 120;
export const OUTBOX_BODY_MAX = 1_000;

export const outboxChannelSchema = z.enum(['sms', 'email']);
export type OutboxChannel = z.infer<typeof outboxChannelSchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int().positive(),
  rut: rutSchema,
  channel: outboxChannelSchema,
  /** Masked as the client would recognise it: `+56 9 **** 5678`, `c*****@correo.cl`. */
  destination: z.string().min(1).max(120),
  subject: z.string().min(1).max(OUTBOX_SUBJECT_MAX),
  body: z.string().min(1).max(OUTBOX_BODY_MAX),
  /** ISO 8601 instant. */
  sentAt: z.iso.datetime({ offset: true }),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * The demo outbox: what the reference API would have sent by SMS or e-mail, newest first,
 * optionally for one rut. Answers 404 unless the API runs in demo mode (`DEMO_MODE`), so a real
 * deployment never exposes codes.
 */
export const outbox = defineEndpoint({
  method: 'GET',
  path: '/demo/bandeja',
  access: 'public',
  request: z.object({ rut: rutInputSchema.optional() }),
  response: z.object({ messages: z.array(outboxMessageSchema).max(OUTBOX_PAGE_SIZE) }),
});
export type OutboxResponse = ResponseOf<typeof outbox>;
