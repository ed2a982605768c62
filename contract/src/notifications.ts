import { z } from 'zod';
import { defineEndpoint, type ResponseOf } from './endpoint.ts';

export const notificationsResponseSchema = z.object({
  notifications: z.array(z.object({ route: z.string(), message: z.string() })),
  notificationCount: z.number().int().min(0),
});

export const notificaciones = defineEndpoint({
  method: 'GET',
  path: '/common/notificaciones',
  access: 'profile',
  response: notificationsResponseSchema,
});
export type NotificationsResponse = ResponseOf<typeof notificaciones>;
