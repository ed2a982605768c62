import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

export const notificationsResponseSchema = z.object({
  notifications: z.array(
    z.object({
      /** The notification's id, for marking it read. */
      id: z.number().int().positive(),
      route: z.string(),
      message: z.string(),
    }),
  ),
  notificationCount: z.number().int().min(0),
});

export const notificaciones = defineEndpoint({
  method: 'GET',
  path: '/common/notificaciones',
  access: 'profile',
  response: notificationsResponseSchema,
});
export type NotificationsResponse = ResponseOf<typeof notificaciones>;

/**
 * Marks one of the active profile's notifications read (idempotent: reading it again changes
 * nothing); another client's, or an unknown id, is a 404. The answer is the new unread count.
 */
export const markRead = defineEndpoint({
  method: 'POST',
  path: '/common/notificaciones/{id}/leida',
  access: 'profile',
  response: z.object({ ok: z.literal(true), notificationCount: z.number().int().min(0) }),
});
